import RuleLanguage

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
}
