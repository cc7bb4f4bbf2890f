import SourceModel

/// The apps of a run that build for iPhone only (every `TARGETED_DEVICE_FAMILY` of their Xcode
/// project is `1`): an iPhone app on an iPad runs in a fixed-size compatibility window, so Split
/// View, Stage Manager and iPad sheets are no cause of its sizes; iPhone Mirroring and the other
/// display of iPhone Duo are. Their findings name only those.
public struct IPhoneOnlyApps: Sendable {
    /// The folders of the Xcode projects that build for iPhone only, deepest first.
    private let roots: [String]

    /// `settingFiles`: the run's property lists and build settings, whose `project.pbxproj` files are read.
    public init(settingFiles: [ProjectFile]) {
        roots = settingFiles.filter { $0.path.hasSuffix(".xcodeproj/project.pbxproj") }.compactMap { file in
            let values = Self.families(in: file.bytes.array)
            guard !values.isEmpty, values.allSatisfy({ $0 == "1" }) else { return nil }
            return Self.parent(Self.parent(file.path))
        }.sorted { $0.count > $1.count }
    }

    /// Whether the file at `path` belongs to an app that builds for iPhone only.
    public func contains(_ path: String) -> Bool {
        roots.contains { $0.isEmpty ? !path.hasPrefix("/") : path.hasPrefix($0 + "/") }
    }

    /// The value of every `TARGETED_DEVICE_FAMILY = …;` in a project file, without quotes or blanks.
    static func families(in bytes: [UInt8]) -> [String] {
        ByteScan.occurrences(of: Array("TARGETED_DEVICE_FAMILY".utf8), in: bytes).compactMap { start in
            let rest = bytes[(start + 22)...].prefix { $0 != UInt8(ascii: ";") && $0 != 0x0A }
            guard let equals = rest.firstIndex(of: UInt8(ascii: "=")) else { return nil }
            let value = String(decoding: rest[(equals + 1)...], as: UTF8.self)
            return value.filter { $0 != " " && $0 != "\t" && $0 != "\"" }
        }
    }

    /// `findings` with the causes only an iPad has taken out of their texts, phrase by phrase
    /// (the rules and scanners write these phrases; one not listed stays as it is).
    public static func worded(_ findings: [Finding]) -> [Finding] {
        findings.map { finding in
            var finding = finding
            finding.message = worded(finding.message)
            finding.suggestion = worded(finding.suggestion)
            return finding
        }
    }

    /// `text` (a message, a suggestion, what `explain` prints) with those causes taken out.
    public static func worded(_ text: String) -> String {
        guard text.contains("Split View") else { return text }
        var text = text
        for (ipad, iPhone) in replacements { text = text.replacing(ipad, with: iPhone) }
        return text
    }

    /// The phrases, most specific first.
    private static let replacements: [(String, String)] = [
        ("not in Split View, Stage Manager, an iPad sheet or on another display", "not in iPhone Mirroring or on another display"),
        ("not in Split View, Stage Manager or on another display", "not in iPhone Mirroring or on another display"),
        ("in Split View, Stage Manager, an iPad sheet, ", "in "),
        ("in Split View, Stage Manager and on iPhone Duo", "in iPhone Mirroring and on iPhone Duo"),
        ("in Split View, Stage Manager or on another display", "in iPhone Mirroring or on another display"),
        ("on iPhone Duo, in Split View and in Stage Manager", "on iPhone Duo and in iPhone Mirroring"),
        ("on iPhone Duo, in Split View or in a resizable window", "on iPhone Duo or in iPhone Mirroring"),
        ("a resizable window, Split View or a second display", "iPhone Mirroring or a second display"),
        ("through rotation, Split View and iPhone Duo", "through rotation and iPhone Duo"),
        ("Split View, Stage Manager, ", ""),
        ("Split View, Stage Manager and ", ""),
    ]

    /// The folder part of `path` (`""` for a bare name).
    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
