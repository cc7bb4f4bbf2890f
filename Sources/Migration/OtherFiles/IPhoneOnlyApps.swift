import SourceModel

/// The apps of a run that build for iPhone only (every product target of their Xcode project builds
/// for device family `1`): an iPhone app on an iPad runs in a fixed-size compatibility window, so
/// Split View, Stage Manager and iPad sheets are no cause of its sizes; iPhone Mirroring and the
/// other display of iPhone Duo are. Their findings name only those.
public struct IPhoneOnlyApps: Sendable {
    /// Per Xcode project folder, whether it builds for iPhone only.
    private let projects: ProjectFolders<Bool>

    /// `settingFiles`: the run's property lists and build settings, whose `project.pbxproj` files are read.
    public init(settingFiles: [ProjectFile]) {
        projects = ProjectFolders(settingFiles) { file, _ in
            let families = Self.productFamilies(in: file.bytes.array)
            return !families.isEmpty && families.allSatisfy { $0 == "1" }
        }
    }

    /// Whether the file at `path` belongs to an app that builds for iPhone only: the deepest project
    /// folder holding it does (a library's universal project inside an iPhone app's folder does not).
    public func contains(_ path: String) -> Bool {
        projects.fact(for: path) ?? false
    }

    /// The device family each product's build configuration builds for: its own
    /// `TARGETED_DEVICE_FAMILY`, or the project-level one it inherits where it sets none (every
    /// project-level value, where those differ). A configuration is a product's where it names a
    /// bundle identifier or a product name; a test bundle's (`TEST_HOST`, `BUNDLE_LOADER`, a UI test's
    /// `TEST_TARGET_NAME`) is left out, since tests are not the app. With no product configuration,
    /// the project-level values. Where neither sets one in a project for the iOS SDK, Xcode builds for
    /// its default, the iPhone (`1`): the projects of iPhone apps from before the iPad set none.
    static func productFamilies(in bytes: [UInt8]) -> [String] {
        let blocks = ByteScan.occurrences(of: Array("isa = XCBuildConfiguration;".utf8), in: bytes)
        var projectLevel: [String] = [], products: [String?] = []
        for (number, start) in blocks.enumerated() {
            let end = number + 1 < blocks.count ? blocks[number + 1] : bytes.count
            let block = Array(bytes[start..<end])
            let family = value(of: "TARGETED_DEVICE_FAMILY", in: block)
            let isProduct = value(of: "PRODUCT_BUNDLE_IDENTIFIER", in: block) != nil || value(of: "PRODUCT_NAME", in: block) != nil
            if !isProduct {
                if let family { projectLevel.append(family) }
            } else if ["TEST_HOST", "BUNDLE_LOADER", "TEST_TARGET_NAME"].allSatisfy({ value(of: $0, in: block) == nil }) {
                products.append(family)
            }
        }
        if projectLevel.isEmpty, value(of: "SDKROOT", in: bytes)?.hasPrefix("iphoneos") == true { projectLevel = ["1"] }
        guard !products.isEmpty else { return projectLevel }
        return products.flatMap { $0.map { [$0] } ?? projectLevel }
    }

    /// The value of the build setting `key = …;` in `bytes`, without quotes or blanks.
    static func value(of key: String, in bytes: [UInt8]) -> String? {
        let needle = Array(key.utf8)
        for start in ByteScan.occurrences(of: needle, in: bytes) {
            // The whole key: not the end of a longer name (`INFOPLIST_KEY_PRODUCT_NAME`).
            if start > 0, ByteScan.isIdentifierByte(bytes[start - 1]) { continue }
            let rest = bytes[(start + needle.count)...].prefix { $0 != UInt8(ascii: ";") && $0 != 0x0A }
            guard let equals = rest.firstIndex(of: UInt8(ascii: "=")),
                  rest[rest.startIndex..<equals].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { continue }
            return String(decoding: rest[(equals + 1)...], as: UTF8.self).filter { $0 != " " && $0 != "\t" && $0 != "\"" }
        }
        return nil
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
}
