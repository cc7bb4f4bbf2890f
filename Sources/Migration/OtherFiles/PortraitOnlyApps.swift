import SourceModel

/// The apps of a run whose iPhone build turns only to portrait, as their project declares it
/// (`INFOPLIST_KEY_UISupportedInterfaceOrientations`, or its `_iPhone` variant) or an Info.plist
/// under the project's folder (`UISupportedInterfaceOrientations`, or its `~iphone` variant). Such
/// an app's windows have no safe-area inset at the left or right: an iPhone in portrait has none
/// there, and an iPad none in any orientation. A width laid past the safe area is then the width
/// inside it. Proof, not a default: a project that declares nothing is not one (Xcode's default
/// lets an iPhone app turn to landscape).
public struct PortraitOnlyApps: Sendable {
    /// Per Xcode project folder, whether its app is portrait-only on the iPhone.
    private let projects: ProjectFolders<Bool>

    public static let none = PortraitOnlyApps(settingFiles: [])

    /// `settingFiles`: the run's property lists and build settings.
    public init(settingFiles: [ProjectFile]) {
        let declaring = settingFiles.filter { ByteScan.contains($0.bytes.array, "UISupportedInterfaceOrientations") }
        let plists = declaring.filter { !ProjectFolder.isProject($0.path) }
        projects = ProjectFolders(declaring.isEmpty ? [] : settingFiles) { project, folder in
            let values = Self.projectValues(project.bytes.array)
                + plists.filter { ProjectFolder.isInside($0.path, folder) }.flatMap { Self.propertyListValues($0.bytes.array) }
            return !values.isEmpty && values.allSatisfy { $0.hasPrefix("UIInterfaceOrientationPortrait") }
        }
    }

    /// Whether the file at `path` belongs to such an app: the deepest project folder holding it is one.
    public func contains(_ path: String) -> Bool {
        projects.fact(for: path) ?? false
    }

    /// The orientations a project file's build settings give the iPhone: every value of the plain
    /// key and of its `_iPhone` variant (never the `_iPad` one).
    static func projectValues(_ bytes: [UInt8]) -> [String] {
        let key = Array("INFOPLIST_KEY_UISupportedInterfaceOrientations".utf8)
        return ByteScan.occurrences(of: key, in: bytes).flatMap { start -> [String] in
            var cursor = start + key.count
            let suffix = bytes[cursor...].prefix { ByteScan.isIdentifierByte($0) }
            guard suffix.isEmpty || suffix.elementsEqual("_iPhone".utf8) else { return [] }
            cursor += suffix.count
            let rest = bytes[cursor...].prefix { $0 != UInt8(ascii: ";") && $0 != 0x0A }
            guard let equals = rest.firstIndex(of: UInt8(ascii: "=")) else { return [] }
            return String(decoding: rest[(equals + 1)...], as: UTF8.self)
                .split(whereSeparator: { $0 == " " || $0 == "\"" || $0 == "\t" }).map(String.init)
        }
    }

    /// The strings of the `UISupportedInterfaceOrientations` arrays of an XML property list, and of
    /// its `~iphone` variant (never the `~ipad` one).
    static func propertyListValues(_ bytes: [UInt8]) -> [String] {
        var values: [String] = []
        let (open, close) = (Array("<string>".utf8), Array("</string>".utf8))
        for key in ["<key>UISupportedInterfaceOrientations</key>", "<key>UISupportedInterfaceOrientations~iphone</key>"] {
            for start in ByteScan.occurrences(of: Array(key.utf8), in: bytes) {
                let tail = Array(bytes[(start + key.utf8.count)...])
                let end = ByteScan.occurrences(of: Array("</array>".utf8), in: tail).first ?? 0
                let array = Array(tail[..<end])
                for string in ByteScan.occurrences(of: open, in: array) {
                    let body = array[(string + open.count)...]
                    guard let stop = ByteScan.occurrences(of: close, in: Array(body)).first else { continue }
                    values.append(String(decoding: body.prefix(stop), as: UTF8.self))
                }
            }
        }
        return values
    }
}
