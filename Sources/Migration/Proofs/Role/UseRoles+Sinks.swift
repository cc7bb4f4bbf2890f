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
        if let outside = OutsideLayout(sink, value: value, flow: flow) { return (.unknown, outside.reason) }
        // The scale of an image context as it is: 0 there is the main screen's scale, today's value.
        guard case .argument(let callee, _) = sink, callee.last == "UIGraphicsBeginImageContextWithOptions",
              value == .scale, !flow.isScaled, !flow.isAdditive, !flow.isDivisor else { return nil }
        return (.defaultedScale, "passed as the scale of `UIGraphicsBeginImageContextWithOptions`, which reads 0 "
                + "as the main screen's scale")
    }

    /// The role a sink gives a value of kind `value`.
    static func role(of sink: ValueSink, value: ScreenValue, flow: ValueFlow) -> Role {
        // What a fallback or an identity test means does not depend on what is read; nor does a
        // value thrown away (`_ = …`), which the line reads for nothing.
        if case .fallback = sink { return .fallback }
        if case .discarded = sink { return .unused }
        if case .compared = sink, flow.testsNearEquality { return .contrast }
        // The screen's own length against an iPhone's or iPad's side picks a model; a share of it
        // (`width * 0.9 > 390`) against the same number is a cap on a layout size.
        if case .compared(_, .deviceDimension(let side)) = sink, case .bounds(let axis) = value,
           Double(side) == 812, !sink.isEquality, axis == .vertical || flow.meetsOtherAxis, !flow.isScaled, !flow.isAdditive {
            return .notchCheck
        }
        if case .compared(_, .deviceDimension) = sink, case .bounds = value {
            if flow.picksScale, !flow.isScaled, !flow.isAdditive { return .guessedScale }
            if flow.isScaled || flow.isAdditive { return .decidesLayout }
            return sink.isEquality ? .deviceModel : .deviceSize
        }
        if sink.isIdentity, value == .screen { return .identity }
        switch value {
        case .traits: return .traits
        case .screen: return sink.isIdentity ? .identity : .screenProperty
        case .projectMember, .origin: return .unknown
        case .nativeBounds:
            // Written to the log, it decides nothing.
            if case .logged = sink { return .logged }
            // Compared, it tells device models apart; kept or passed on as it is, its use is elsewhere.
            if sink.isComparison { return .deviceSize }
            // Divided by its scale, the panel's size is the device's side in points, fixed to portrait.
            guard isPanelLength(flow) else { return .panelPixels }
            return flow.dividedByScale ? .deviceSide : .screenPixels
        case .coordinateSpace: return .screenCoordinates
        case .scale: return scaleRole(of: sink)
        case .bounds: return lengthRole(of: sink, throughGeometry: !flow.labels.isEmpty, throughLocal: flow.throughLocal)
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
    /// on its way (`CGRect(origin: .zero, size: …)`), `throughLocal` where a local held it.
    private static func lengthRole(of sink: ValueSink, throughGeometry: Bool, throughLocal: Bool) -> Role {
        switch sink {
        case .assignment(let target, _):
            if target.contains(where: LayoutNames.isWindow), target.contains(where: LayoutNames.isGeometry) { return .windowFrame }
            return target.suffix(3).contains(where: LayoutNames.isLength) ? .sizesContent : .unknown
        case .argument(let callee, let label):
            // `UIWindow(frame: UIScreen.main.bounds)` is the window-scene rules' own pattern; `UIWindow.init(frame:)`,
            // subclasses, a rectangle built around the length and a local holding it are not.
            let spelledInit = callee.last == "init"
            if label == "frame", let name = spelledInit ? callee.dropLast().last : callee.last, name.hasSuffix("Window"),
               name != "UIWindow" || spelledInit || throughGeometry || throughLocal {
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
            case .sameScreenLength: return .selfComparison
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

/// Where a screen length ends outside any layout, so that no view's bounds stand for it: the size of a
/// bitmap (which follows what is drawn into it), an image request's target size (pixels), a
/// separator's inset as wide as the screen (which hides the separator), or a popover's anchor (a
/// point in its source view's coordinates, where the arrow points).
enum OutsideLayout: Equatable {
    case bitmap(String)
    case imageRequest(String)
    case hiddenSeparator
    case popoverAnchor

    init?(_ sink: ValueSink, value: ScreenValue, flow: ValueFlow) {
        guard case .bounds = value else { return nil }
        switch sink {
        case .argument(let callee, let label):
            guard let name = callee.last == "init" ? callee.dropLast().last : callee.last else { return nil }
            if LayoutNames.makesBitmap(name) { self = .bitmap(name) }
            else if LayoutNames.requestsImage(name, label: label) { self = .imageRequest(name) }
            else { return nil }
        case .assignment(let target, _) where LayoutNames.anchorsPopover(target):
            self = .popoverAnchor
        case .assignment(let target, _):
            guard !flow.isScaled, !flow.isAdditive, LayoutNames.hidesWithFullInset(target) else { return nil }
            self = .hiddenSeparator
        default:
            return nil
        }
    }

    /// The first place the flow's value ends outside layout, if any.
    static func first(in flow: ValueFlow, value: ScreenValue) -> OutsideLayout? {
        flow.sinks.lazy.compactMap { OutsideLayout($0, value: value, flow: flow) }.first
    }

    var reason: String {
        switch self {
        case .bitmap(let name): "the size of a bitmap made by `\(name)`, whose size follows what is drawn into it"
        case .imageRequest(let name): "the target size of an image request (`\(name)(…targetSize:)`), the pixel size "
            + "the image is fetched at, which no view's bounds in points give"
        case .hiddenSeparator: "a separator inset as wide as the screen, which hides the separator rather than sizing anything; "
            + "the container's width hides it only until the container grows"
        case .popoverAnchor: "the rectangle a popover points at (`sourceRect`), in the coordinates of its source view, "
            + "where the screen's size is no place on that view unless the view spans the screen"
        }
    }

    /// What to size it from instead.
    var suggestion: String {
        switch self {
        case .bitmap: "size the bitmap from what is drawn into it: the bounds of the view it renders, or of each window for "
            + "a screenshot of the app (view.window?.bounds once the view is in one), not this view's bounds"
        case .imageRequest: "ask for the pixels the image is shown at: the showing view's size times its "
            + "traitCollection.displayScale once it is laid out in a window, or a fixed pixel size for a shared cache"
        case .hiddenSeparator: "hide that row's separator without the screen's width: an inset larger than any width the "
            + "table can have (a large constant), or no separators from the table (separatorStyle = .none) with the cells "
            + "drawing their own"
        case .popoverAnchor: "anchor the popover to what opens it: set sourceView to that control (or the view it sits in) "
            + "and sourceRect to that control's bounds, or use barButtonItem (sourceItem from iOS 16) for a bar button; "
            + "the popover then follows the control wherever the window puts it"
        }
    }
}
