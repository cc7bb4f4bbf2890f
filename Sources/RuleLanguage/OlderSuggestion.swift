/// A report's advice for projects that deploy below the iOS version the main advice needs
/// (`suggest-below: iOS 17: …`): a finding never recommends an API the project cannot call.
public struct OlderSuggestion: Equatable, Sendable {
    /// The advice applies where the deployment target is below this major version.
    public let below: Int
    /// What a person should do there.
    public let text: String
    /// Whether it replaces the SwiftUI advice (`suggest-swiftui-below:`) rather than the general one.
    public let inSwiftUI: Bool

    public init(below: Int, text: String, inSwiftUI: Bool = false) {
        self.below = below
        self.text = text
        self.inSwiftUI = inSwiftUI
    }

    /// `iOS 17: text` as a rule file spells the value, or nil.
    static func parse(_ value: String, inSwiftUI: Bool = false) -> OlderSuggestion? {
        guard value.hasPrefix("iOS "), let colon = value.firstIndex(of: ":"),
              let version = Int(value[value.index(value.startIndex, offsetBy: 4)..<colon]), (9...40).contains(version) else { return nil }
        let text = String(value[value.index(after: colon)...].drop { $0 == " " })
        return text.isEmpty ? nil : OlderSuggestion(below: version, text: text, inSwiftUI: inSwiftUI)
    }
}

extension Rule {
    /// The advice for a project deploying to `minIOS`: in a SwiftUI view its `suggest-swiftui:`
    /// line if it has one (or its `suggest-swiftui-below:` line with the lowest version above the
    /// target); else the `suggest-below:` line with the lowest version above the target, else `suggestion`.
    public func suggestion(_ suggestion: String, minIOS: Int, inSwiftUI: Bool = false) -> String {
        let swiftUI = inSwiftUI && swiftUISuggestion != nil
        let older = olderSuggestions.filter { $0.inSwiftUI == swiftUI && minIOS < $0.below }.min { $0.below < $1.below }?.text
        return older ?? (swiftUI ? swiftUISuggestion : nil) ?? suggestion
    }
}
