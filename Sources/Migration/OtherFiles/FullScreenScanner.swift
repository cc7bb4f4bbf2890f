import SwiftLexer
import SourceModel

/// Finds `UIRequiresFullScreen` set to true: as a key of an XML property list, or as the
/// `INFOPLIST_KEY_UIRequiresFullScreen` build setting. Pure: bytes in, findings out.
public enum FullScreenScanner {
    /// The Info.plist key.
    static let key = "UIRequiresFullScreen"
    /// The build setting Xcode turns into the key when it generates the Info.plist.
    static let buildSetting = "INFOPLIST_KEY_UIRequiresFullScreen"

    /// The findings for `UIRequiresFullScreen` (or `UIRequiresFullScreen~ipad`) set to `<true/>`
    /// in a property list's bytes, outside `<!-- -->` comments. A binary property list is not
    /// decoded: when it names the key at all, one finding at 1:1 says its value was not read.
    public static func propertyListFindings(in bytes: [UInt8]) -> [Finding] {
        // In a binary list the key's bytes run into the next object's (`…FullScreenXBoarding`).
        if bytes.starts(with: Array("bplist".utf8)) {
            guard ByteScan.contains(bytes, key) else { return [] }
            return [Finding(ruleID: OtherFileRule.requiresFullScreen.id, line: 1, column: 1, offset: 0,
                            message: "this binary property list names UIRequiresFullScreen, and screenmod reads "
                                + "only XML property lists, so its value was not checked; if it is true, " + consequence,
                            suggestion: "convert it to XML (plutil -convert xml1) to have it checked; " + remedy)]
        }
        guard ByteScan.containsWord(bytes, key) else { return [] }
        var offsets: [Int] = []
        var index = 0
        while let open = firstIndex(of: UInt8(ascii: "<"), in: bytes, from: index) {
            if starts(bytes, "<!--", at: open) {
                index = end(of: "-->", in: bytes, from: open + 4)
            } else if starts(bytes, "<key>", at: open), let close = find("</key>", in: bytes, from: open + 5) {
                let name = trimmed(bytes[(open + 5)..<close])
                index = close + 6
                if name == key || name.hasPrefix(key + "~"), starts(bytes, "<true", at: nextElement(in: bytes, from: index)) {
                    offsets.append(open)
                }
            } else {
                index = open + 1
            }
        }
        return findings(at: offsets, in: bytes, message: "UIRequiresFullScreen is true here, yet " + consequence)
    }

    /// The findings for `INFOPLIST_KEY_UIRequiresFullScreen = YES` (also with a condition such as
    /// `[sdk=iphoneos*]`, and quoted) in a project.pbxproj's or an .xcconfig file's bytes, outside
    /// comments and string values.
    public static func buildSettingFindings(in bytes: [UInt8]) -> [Finding] {
        guard ByteScan.containsWord(bytes, buildSetting) else { return [] }
        let tokens = ObjectiveCTokens.tokens(bytes)
        func text(_ position: Int) -> String {
            guard tokens.indices.contains(position) else { return "" }
            return tokens[position].text(in: bytes)
        }
        var offsets: [Int] = [], iPhoneOnly: [Int] = []
        for position in tokens.indices where tokens[position].kind == .identifier && text(position) == buildSetting {
            guard let equals = assignment(after: position, text: text), isTrue(value(after: tokens[equals].end, in: bytes))
            else { continue }
            // An iPhone-only target (its own block sets the device family to 1) is never resized in iPad windows.
            let family = settingValue("TARGETED_DEVICE_FAMILY", inBlockOf: position, tokens: tokens, bytes: bytes, text: text)
            if family == "1" { iPhoneOnly.append(tokens[position].start) } else { offsets.append(tokens[position].start) }
        }
        let message = "this sets UIRequiresFullScreen in the generated Info.plist, yet "
        return (grouped(findings(at: offsets, in: bytes, message: message + consequence))
            + grouped(findings(at: iPhoneOnly, in: bytes, message: message + iPhoneConsequence, suggestion: iPhoneRemedy)))
            .sorted { $0.offset < $1.offset }
    }

    /// One finding for a setting a file repeats (once per build configuration, Debug and
    /// Release): the first, naming the lines of the others, which one change settles together.
    private static func grouped(_ findings: [Finding]) -> [Finding] {
        guard var first = findings.first, findings.count > 1 else { return findings }
        let lines = findings.dropFirst().map { String($0.line) }
        first.message += " (the same setting is on line\(lines.count == 1 ? "" : "s") \(lines.joined(separator: ", ")) "
            + "of this file too, one per build configuration: change them together)"
        return [first]
    }

    /// The `=` of the setting named at `position`, past its conditions (`[sdk=iphoneos*]`, possibly several).
    private static func assignment(after position: Int, text: (Int) -> String) -> Int? {
        var next = position + 1
        while text(next) == "[" {
            while !text(next).isEmpty, text(next) != "]" { next += 1 }
            next += 1
        }
        return text(next) == "=" ? next : nil
    }

    /// The value of the setting `name` in the `{ … }` block that holds the token at `position`, if it sets it.
    private static func settingValue(_ name: String, inBlockOf position: Int, tokens: [ObjectiveCToken],
                                     bytes: [UInt8], text: (Int) -> String) -> String? {
        var depth = 0, start = position
        while start > 0 {
            start -= 1
            if text(start) == "}" { depth += 1 } else if text(start) == "{" { if depth == 0 { break }; depth -= 1 }
        }
        var index = start + 1
        depth = 0
        while index < tokens.count {
            let token = text(index)
            if token == "{" { depth += 1 } else if token == "}" { if depth == 0 { return nil }; depth -= 1 }
            if depth == 0, tokens[index].kind == .identifier, token == name, let equals = assignment(after: index, text: text) {
                return value(after: tokens[equals].end, in: bytes)
            }
            index += 1
        }
        return nil
    }

    /// What changes for an app that sets the key, from the article's reading of the release notes.
    static let consequence = "the app is still resized: on iPad and in iPhone Mirroring each resize arrives as a "
        + "move to a new UIScreen with the new bounds, and on iPhone Duo the app moves between the outer and inner "
        + "displays, while UIScreen.main keeps the bounds it had when it connected, so every size read from the "
        + "main screen is wrong after a resize"

    /// What changes for an iPhone-only app that sets the key: no iPad windows, but still new screens.
    static let iPhoneConsequence = "the app is still resized: in iPhone Mirroring each resize arrives as a move to a "
        + "new UIScreen with the new bounds, and on iPhone Duo the app moves between the outer and inner displays, "
        + "while UIScreen.main keeps the bounds it had when it connected, so every size read from the main screen is "
        + "wrong after a resize (this target builds for iPhone only, so iPad windows do not apply)"

    /// What an iPhone-only app does instead.
    static let iPhoneRemedy = "remove UIRequiresFullScreen and support resizing: size layout from the window scene or "
        + "the containing view's bounds (screenmod's other findings list the main-screen reads to fix), and test in "
        + "iPhone Mirroring"

    /// What to do instead.
    static let remedy = "remove UIRequiresFullScreen and support resizing: size layout from the window scene or the "
        + "containing view's bounds (screenmod's other findings list the main-screen reads to fix), and test in "
        + "Split View, Stage Manager and iPhone Mirroring"

    private static func findings(at offsets: [Int], in bytes: [UInt8], message: String,
                                 suggestion: String = remedy) -> [Finding] {
        guard !offsets.isEmpty else { return [] }
        let lines = SourceText(bytes: bytes)
        return offsets.map { offset in
            let (line, column) = lines.location(of: offset)
            return Finding(ruleID: OtherFileRule.requiresFullScreen.id, line: line, column: column, offset: offset,
                           message: message, suggestion: suggestion)
        }
    }
}
