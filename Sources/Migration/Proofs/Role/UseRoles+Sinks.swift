import RuleLanguage
import SourceModel

/// Where a value ends says more than its name at a few calls and targets: what UIKit does with it
/// there decides its role, before the names of targets and labels are read.
extension FileAnalysis {
    /// Whether the panel's size in pixels is scaled and only stored or passed on
    /// (`spacing = UIScreen.main.nativeBounds.height * 0.016`): a length, not a model test.
    static func isPanelLength(_ flow: ValueFlow) -> Bool {
        flow.isScaled && !flow.sinks.isEmpty && flow.sinks.allSatisfy { sink in
            switch sink {
            case .assignment, .argument: return true
            default: return false
            }
        }
    }

    /// The role of a value of kind `value` ending at `sink`, where the call or target decides it.
    static func sinkRole(of sink: ValueSink, value: ScreenValue, flow: ValueFlow) -> (Role, String)? {
        switch sink {
        case .argument(let callee, let label):
            let name = callee.last == "init" ? callee.dropLast().last : callee.last
            guard let name else { return nil }
            // A bitmap's size is sized by what is drawn into it, which the size alone does not say.
            if case .bounds = value, LayoutNames.makesBitmap(name) {
                return (.unknown, "the size of a bitmap made by `\(name)`, whose size follows what is drawn into it")
            }
            // The scale of an image context as it is: 0 there is the main screen's scale, today's value.
            if value == .scale, name == "UIGraphicsBeginImageContextWithOptions", !flow.isScaled, !flow.isAdditive, !flow.isDivisor {
                return (.defaultedScale, "passed as the scale of `UIGraphicsBeginImageContextWithOptions`, which reads 0 "
                        + "as the main screen's scale")
            }
            // An image request's target size is the pixel size the image is fetched at, not a layout.
            if case .bounds = value, LayoutNames.requestsImage(name, label: label) {
                return (.unknown, "the target size of an image request (`\(name)(…targetSize:)`), the pixel size "
                        + "the image is fetched at, which no view's bounds in points give")
            }
            return nil
        case .assignment(let target, _):
            // The whole screen length as a separator's inset only hides the separator: a sentinel.
            if case .bounds = value, !flow.isScaled, !flow.isAdditive, LayoutNames.hidesWithFullInset(target) {
                return (.unknown, "a separator inset as wide as the screen, which hides the separator rather than sizing anything; "
                        + "the container's width hides it only until the container grows")
            }
            return nil
        default:
            return nil
        }
    }

    /// The role a sink gives a value of kind `value`.
    static func role(of sink: ValueSink, value: ScreenValue, flow: ValueFlow) -> Role {
        // What a fallback or an identity test means does not depend on what is read.
        if case .fallback = sink { return .fallback }
        if case .compared = sink, flow.testsNearEquality { return .contrast }
        // The screen's own length against an iPhone's or iPad's side picks a model; a share of it
        // (`width * 0.9 > 390`) against the same number is a cap on a layout size.
        if case .compared(_, .deviceDimension(let side)) = sink, case .bounds(let axis) = value,
           Double(side) == 812, !sink.isEquality, axis == .vertical || flow.meetsOtherAxis, !flow.isScaled, !flow.isAdditive {
            return .notchCheck
        }
        if case .compared(_, .deviceDimension) = sink, case .bounds = value {
            if flow.isScaled || flow.isAdditive { return .decidesLayout }
            return sink.isEquality ? .deviceModel : .deviceSize
        }
        if sink.isIdentity, value == .screen { return .identity }
        switch value {
        case .traits: return .traits
        case .screen: return sink.isIdentity ? .identity : .screenProperty
        case .projectMember: return .unknown
        case .nativeBounds:
            // Written to the log, it decides nothing.
            if case .logged = sink { return .logged }
            return isPanelLength(flow) ? .screenPixels : .deviceSize
        case .coordinateSpace: return .screenCoordinates
        case .scale: return scaleRole(of: sink)
        case .bounds: return lengthRole(of: sink, throughGeometry: !flow.labels.isEmpty)
        case .other:
            if case .compared = sink { return .decidesLayout }
            return .unknown
        }
    }

    private static func scaleRole(of sink: ValueSink) -> Role {
        switch sink {
        case .assignment(let target, _):
            return target.contains(where: LayoutNames.isScale) || target.contains(where: LayoutNames.isLength) ? .scaleFactor : .unknown
        case .argument(let callee, let label):
            if label.map(LayoutNames.isScale) == true || label.map(LayoutNames.isLength) == true { return .scaleFactor }
            guard let name = callee.last else { return .unknown }
            return LayoutNames.takesScale(name) || LayoutNames.isScale(name) || LayoutNames.takesLength(name)
                || callee.dropLast().contains(where: LayoutNames.isLength) ? .scaleFactor : .unknown
        case .returned(let member):
            guard let member else { return .unknown }
            let name = Scope.baseName(ofKey: member)
            return LayoutNames.isScale(name) || LayoutNames.isLength(name) || LayoutNames.isSizingCallback(member)
                ? .scaleFactor : .unknown
        case .compared(_, let other):
            switch other {
            case .constant: return .scaleFactor
            // `Int(scale) % 2 == 0` picks a pixel alignment; zero says nothing of another display.
            case .value, .zeroOrNil: return .unknown
            default: return .contrast
            }
        case .fallback: return .fallback
        case .unread: return .unused
        case .logged: return .logged
        case .written, .unknown, .handedOn, .interpolated, .discarded: return .unknown
        }
    }

    /// The role of a length by where it ends; `throughGeometry` where it went into a geometry value
    /// on its way (`CGRect(origin: .zero, size: …)`).
    private static func lengthRole(of sink: ValueSink, throughGeometry: Bool) -> Role {
        switch sink {
        case .assignment(let target, _):
            if target.contains(where: LayoutNames.isWindow), target.contains(where: LayoutNames.isGeometry) { return .windowFrame }
            return target.suffix(3).contains(where: LayoutNames.isLength) ? .sizesContent : .unknown
        case .argument(let callee, let label):
            // `UIWindow(frame: UIScreen.main.bounds)` is the window-scene rules' own pattern; `UIWindow.init(frame:)`,
            // subclasses and a rectangle built around the length are not.
            let spelledInit = callee.last == "init"
            if label == "frame", let name = spelledInit ? callee.dropLast().last : callee.last, name.hasSuffix("Window"),
               name != "UIWindow" || spelledInit || throughGeometry {
                return .windowFrame
            }
            if label.map(LayoutNames.isLength) == true { return .sizesContent }
            return callee.dropLast().contains(where: LayoutNames.isLength) || callee.last.map(LayoutNames.takesLength) == true
                ? .sizesContent : .unknown
        case .returned(let member):
            guard let member else { return .unknown }
            return LayoutNames.isSizingCallback(member) || LayoutNames.isLength(Scope.baseName(ofKey: member)) ? .sizesContent : .unknown
        case .compared(let op, let other):
            switch other {
            case .constant, .deviceDimension: return op == "==" || op == "!=" ? .deviceModel : .decidesLayout
            case .screenObject: return .identity
            // One value's width against its height: its shape, a layout choice wherever the value is the container's.
            case .ownOtherAxis: return .decidesLayout
            case .otherScreenAxis: return .orientation
            case .geometry(let text): return ValueFlowWalker.isOwnFrame(text) ? .superviewPosition : .contrast
            // An offset, a position or a stored length: a threshold, or something else; the comparison
            // alone does not say the code asks about the screen as such.
            case .windowPosition: return .screenCoordinates
            case .value: return .unknown
            case .zeroOrNil: return .unknown
            }
        case .fallback: return .fallback
        case .unread: return .unused
        case .logged: return .logged
        case .written, .unknown, .handedOn, .interpolated, .discarded: return .unknown
        }
    }
}
