import SourceModel

/// Reports on the files screenmod reads besides Swift. Pure: bytes in, findings out.
///
/// These scanners take any bytes: the names they look for are ASCII, so a header in Latin-1 or
/// Mac Roman is read like any other, and a binary file is searched, never decoded.
public enum OtherFiles {
    /// The findings for the file named `path` under `settings`' rule selection, or nil when
    /// `path` is not one of these files (Swift goes to the engine). A file that cannot hold a
    /// finding costs one search of its bytes and is never copied.
    public static func findings(path: String, bytes: FileBytes, settings: MigrationSettings) -> [Finding]? {
        guard let kind = OtherFileKind(path: path) else { return nil }
        guard kind.rule.isActive(settings), ByteScan.containsWord(bytes, word(for: kind)) else { return [] }
        return findings(kind: kind, bytes: bytes.array)
    }

    /// The findings for bytes of a file of `kind`, whatever the settings.
    public static func findings(kind: OtherFileKind, bytes: [UInt8]) -> [Finding] {
        switch kind {
        case .objectiveC: ObjectiveCScanner.findings(in: bytes)
        case .propertyList: FullScreenScanner.propertyListFindings(in: bytes)
        case .buildSettings: FullScreenScanner.buildSettingFindings(in: bytes)
        }
    }

    /// The word a file of `kind` must contain to hold a finding.
    static func word(for kind: OtherFileKind) -> String {
        switch kind {
        case .objectiveC: "UIScreen"
        case .propertyList: FullScreenScanner.key
        case .buildSettings: FullScreenScanner.buildSetting
        }
    }
}
