import SourceModel
import RuleLanguage

/// What a screen helper hands its callers, from the names after `UIScreen.main` in it.
public enum HelperValue: String, Sendable, Equatable {
    case size, scale, traits, screen, other
    /// The panel's size in pixels (`nativeBounds`, `currentMode.size`) compared where it is read,
    /// which tells device models apart.
    case device
    /// The panel's size in pixels handed on as it is: what callers do with it decides what it is.
    case panelPixels = "panel-pixels"
    /// One of the screen's lengths divided by a phone's side (`bounds.width / 375`): a ratio that
    /// stretches lengths drawn for that phone.
    case designRatio = "design-ratio"
    /// A yes or no about the screen's size (`UIScreen.main.bounds.height >= 812`): a device test,
    /// not a length anything is laid out with.
    case sizeTest = "size-test"
    /// A category picked by comparing the screen's size (`width <= 320 ? .small : .large`, returned
    /// as the project's own enum): a device test too, handed on as a class rather than a yes or no.
    case sizeClass = "size-class"

    /// What a helper reading `members` after `UIScreen.main` hands on: what the use reads
    /// (`ScreenValue`), with `nativeScale` counted as the scale it is to a caller.
    init(membersAfterMain members: [String], anchor: Anchor, dividedBySide: Bool = false, compared: Bool = false,
         classified: Bool = false) {
        guard anchor.isMainScreen else { self = .other; return }
        if members.first == "nativeScale" { self = .scale; return }
        switch ScreenValue(members: members) {
        case .bounds: self = compared ? .sizeTest : classified ? .sizeClass : dividedBySide ? .designRatio : .size
        case .nativeBounds: self = compared || classified ? .device : .panelPixels
        case .scale: self = .scale
        case .traits: self = .traits
        default: self = .screen
        }
    }

    /// The value a type's direct reads must stay consistent with: a ratio is a read of the size.
    var sharedRead: HelperValue? {
        switch self {
        case .size, .designRatio: return .size
        case .scale: return .scale
        default: return nil
        }
    }

    var described: String {
        switch self {
        case .size: return "the main screen's size"
        case .scale: return "the main screen's scale"
        case .traits: return "the main screen's traits (appearance, size classes)"
        case .screen: return "the main screen object"
        case .other: return "an app-wide value"
        case .device: return "the main screen's panel size, a device-model test,"
        case .panelPixels: return "the main screen's panel size in pixels"
        case .designRatio: return "that ratio"
        case .sizeTest: return "a yes or no about the main screen's size, a device test,"
        case .sizeClass: return "a class of device picked by comparing the main screen's size,"
        }
    }
}
