// API stub of AVFoundation (declarations only): what sizes a video's frames, an asset writer's
// output settings and a video composition's render size and layer tool. It imports the UIKit
// stub for Core Animation's layers and the geometry types, as AVFoundation imports QuartzCore.
import Foundation
import UIKit

/// Stub of a timed media asset.
open class AVAsset: NSObject {}

/// Stub of the media types.
public struct AVMediaType: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType(rawValue: "vide")
    public static let audio = AVMediaType(rawValue: "soun")
}

/// Stub of the container file types.
public struct AVFileType: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mp4 = AVFileType(rawValue: "public.mpeg-4")
    public static let mov = AVFileType(rawValue: "com.apple.quicktime-movie")
}

/// Stub of the video codecs.
public struct AVVideoCodecType: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let h264 = AVVideoCodecType(rawValue: "avc1")
    public static let hevc = AVVideoCodecType(rawValue: "hvc1")
}

/// The keys of a video writer's output settings.
public let AVVideoCodecKey = "AVVideoCodecKey"
public let AVVideoWidthKey = "AVVideoWidthKey"
public let AVVideoHeightKey = "AVVideoHeightKey"

/// Stub of a writer of media samples into a file.
open class AVAssetWriter: NSObject {
    public init(outputURL: URL, fileType: AVFileType) throws { super.init() }
    open func add(_ input: AVAssetWriterInput) {}
    open func startWriting() -> Bool { true }
}

/// Stub of one track's input to an asset writer, encoded with its output settings.
open class AVAssetWriterInput: NSObject {
    public init(mediaType: AVMediaType, outputSettings: [String: Any]?) { super.init() }
    open var expectsMediaDataInRealTime = false
}

/// Stub of the tool that draws a Core Animation layer tree into a video composition's frames.
open class AVVideoCompositionCoreAnimationTool: NSObject {
    public init(postProcessingAsVideoLayer videoLayer: CALayer, in animationLayer: CALayer) { super.init() }
}

/// Stub of a video composition: the size its frames are rendered at, and the layer tool.
open class AVMutableVideoComposition: NSObject {
    public override init() { super.init() }
    public init(propertiesOf asset: AVAsset) { super.init() }
    open var renderSize: CGSize = .zero
    open var animationTool: AVVideoCompositionCoreAnimationTool?
}
