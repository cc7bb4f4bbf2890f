// API stub of UIKit for type-checking on Linux: only declarations, with Apple's signatures.
// Foundation on Linux already has CGFloat, CGPoint, CGSize and CGRect; the Core Graphics and
// Core Animation types UIKit code touches are declared here instead.
@_exported import Foundation
// On Apple platforms URLSession is part of Foundation; on Linux it lives in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

/// Stub of Core Graphics' affine transform.
public struct CGAffineTransform: Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { self }
    public init(rotationAngle angle: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { self }
}

/// Stub of Core Graphics' colour.
open class CGColor {
    public init() {}
}

/// Stub of Core Graphics' image.
open class CGImage {
    public init() {}
    public var width: Int { 0 }
    public var height: Int { 0 }
    public func cropping(to rect: CGRect) -> CGImage? { nil }
}

/// Stub of Core Image's image.
open class CIImage {
    public init() {}
}

/// Stub of Core Graphics' path.
open class CGPath {
    public init() {}
}

/// Stub of Core Graphics' drawing context.
open class CGContext {
    public init() {}
    public func setLineWidth(_ width: CGFloat) {}
    public func setStrokeColor(_ color: CGColor) {}
    public func setFillColor(_ color: CGColor) {}
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func strokePath() {}
    public func fill(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect) {}
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
}

/// Stub of UIKit's edge insets.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets()
}

/// Stub of UIKit's direction-aware edge insets.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = NSDirectionalEdgeInsets()
}

/// Stub of UIKit's text alignment.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// Stub of a coordinate space (UIView and UIScreen's coordinateSpace conform).
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// Stub of UIKit's geometry values boxed in `NSValue` (a keyboard notification's frame).
extension NSValue {
    public var cgRectValue: CGRect { CGRect() }
}

/// Stub of Core Animation's layer.
/// Stub of Core Animation's 3D transform.
public struct CATransform3D: Sendable {
    public var m11: CGFloat = 1, m22: CGFloat = 1, m33: CGFloat = 1, m44: CGFloat = 1
    public init() {}
}
public let CATransform3DIdentity = CATransform3D()
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { CATransform3D() }

open class CALayer: NSObject {
    public override init() { super.init() }
    public init(layer: Any) { super.init() }
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var contentsScale: CGFloat = 1
    open var rasterizationScale: CGFloat = 1
    open var shouldRasterize: Bool = false
    open var cornerRadius: CGFloat = 0
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var masksToBounds: Bool = false
    open var opacity: Float = 1
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset: CGSize = .zero
    open var shadowColor: CGColor?
    open var shadowPath: CGPath?
    open var contents: Any?
    open var transform: CATransform3D = CATransform3DIdentity
    open var sublayers: [CALayer]?
    open var superlayer: CALayer? { nil }
    open func addSublayer(_ layer: CALayer) {}
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {}
    open func removeFromSuperlayer() {}
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutSublayers() {}
    open func draw(in ctx: CGContext) {}
}

/// Stub of Core Animation's text layer.
open class CATextLayer: CALayer {
    open var string: Any?
}

/// Stub of Core Animation's shape layer.
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var lineWidth: CGFloat = 1
    open var strokeColor: CGColor?
    open var fillColor: CGColor?
}

/// Stub of Core Animation's gradient layer.
open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var startPoint: CGPoint = .zero
    open var endPoint: CGPoint = .zero
}
