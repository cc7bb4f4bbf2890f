import SwiftLexer
import SourceModel

/// Reports on the files screenmod reads besides Swift. Pure: bytes in, findings out.
///
/// These scanners take any bytes: the names they look for are ASCII, so a header in Latin-1 or
/// Mac Roman is read like any other, and a binary file is searched, never decoded.
public enum OtherFiles {
    /// The findings for the file named `path` under `settings`' rule selection, or nil when
    /// `path` is not one of these files (Swift goes to the engine). A file that cannot hold a
    /// finding costs one search of its bytes and is never copied.
    /// `unused`: the file's main-screen macros, classes and category methods nothing else in the run names; `library`: the
    /// project the file was copied from (`MigrationProject.copiedLibrary(of:)`).
    /// `classes`: the superclasses the project's Objective-C declares. `ownCode`: the file is in a
    /// vendored folder but its header names the app's own project.
    /// `inNoTarget`: no Xcode project of the run compiles the file (an Objective-C `.m`), so its
    /// findings say that first. `foreign`: why the files around it show it is not the app's own code.
    /// `apps`: which apps read the main screen; a full-screen setting of one that does not is no finding.
    public static func result(path: String, bytes: FileBytes, settings: MigrationSettings,
                              unused: UnusedObjectiveC = UnusedObjectiveC(), classes: ObjectiveCClasses = ObjectiveCClasses(superclasses: [:]),
                              library: CopiedLibrary? = nil, ownCode: Bool = false, inNoTarget: Bool = false,
                              foreign: ForeignCode? = nil, apps: FullScreenApps? = nil) -> FileResult? {
        guard let kind = OtherFileKind(path: path) else { return nil }
        guard kind.rule.isActive(settings), mayHoldFinding(kind, bytes) else { return FileResult() }
        if kind != .objectiveC, let apps, !apps.appReadsMainScreen(path) { return FileResult() }
        var found = result(kind: kind, bytes: bytes.array, unused: unused, classes: classes)
        if inNoTarget {
            for index in found.findings.indices {
                found.findings[index].message = "this file is in no target: no Xcode project in the run names it, so the app "
                    + "does not build it (" + found.findings[index].message + ")"
                found.findings[index].suggestion = "delete it if it is a leftover or a library copy nothing builds, or add it to "
                    + "its target first and run screenmod again"
            }
        }
        // Two uses on one line (`#define SCREEN_SIZE CGSizeMake([UIScreen mainScreen]…, [UIScreen mainScreen]…)`) are said once.
        found.findings = found.findings.mergingSameLine(path: path)
        return VendoredCode.marking(found, path: path, library: library, ownCode: ownCode, foreign: foreign)
    }

    /// The findings for bytes of a file of `kind`, whatever the settings, with those that a
    /// `// screenmod:disable…` comment switches off (in Objective-C and build settings) set apart.
    public static func result(kind: OtherFileKind, bytes: [UInt8], unused: UnusedObjectiveC = UnusedObjectiveC(),
                              classes: ObjectiveCClasses = ObjectiveCClasses(superclasses: [:])) -> FileResult {
        let found = findings(kind: kind, bytes: bytes, unused: unused, classes: classes)
        guard !found.isEmpty, kind != .propertyList, ByteScan.contains(bytes, "screenmod:") else {
            return FileResult(findings: found)
        }
        let lines = SourceText(bytes: bytes)
        let comments = ObjectiveCTokens.scan(bytes).comments.map { range -> Suppressions.Comment in
            let (line, column) = lines.location(of: range.lowerBound)
            return (String(decoding: bytes[range], as: UTF8.self), line, column, range.lowerBound)
        }
        let suppressions = Suppressions(comments: comments, lastLine: lines.lineStarts.count)
        var result = FileResult()
        for finding in found {
            if suppressions.suppresses(finding.ruleID, line: finding.line) {
                result.suppressed.append(finding)
            } else {
                result.findings.append(finding)
            }
        }
        return result
    }

    /// Whether a file of `kind` holds the word it must contain to hold a finding (a binary
    /// property list, whose strings run into each other, just the bytes).
    static func mayHoldFinding(_ kind: OtherFileKind, _ bytes: FileBytes) -> Bool {
        switch kind {
        case .objectiveC: ByteScan.containsWord(bytes, "UIScreen")
        case .buildSettings: ByteScan.containsWord(bytes, FullScreenScanner.buildSetting)
        case .propertyList: bytes.withUnsafeBufferPointer { $0.starts(with: "bplist".utf8) }
            ? ByteScan.contains(bytes.array, FullScreenScanner.key) : ByteScan.containsWord(bytes, FullScreenScanner.key)
        }
    }

    /// The findings for bytes of a file of `kind`, whatever the settings.
    public static func findings(kind: OtherFileKind, bytes: [UInt8], unused: UnusedObjectiveC = UnusedObjectiveC(),
                                classes: ObjectiveCClasses = ObjectiveCClasses(superclasses: [:])) -> [Finding] {
        switch kind {
        case .objectiveC: ObjectiveCScanner.findings(in: bytes, unused: unused, classes: classes)
        case .propertyList: FullScreenScanner.propertyListFindings(in: bytes)
        case .buildSettings: FullScreenScanner.buildSettingFindings(in: bytes)
        }
    }
}
