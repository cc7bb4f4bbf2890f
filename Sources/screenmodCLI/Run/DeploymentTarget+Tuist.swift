import SourceModel

/// Tuist's manifests, written in Swift: `Project.swift` and the helpers under
/// `ProjectDescriptionHelpers` (a workspace's shared templates, a plugin's).
extension DeploymentTarget {
    /// Folders that hold Tuist's helpers, searched deeper than other folders: a plugin's helpers sit
    /// at `Plugins/Name/ProjectDescriptionHelpers/Group/`.
    static let tuistFolders: Set<String> = ["Tuist", "Plugins", "ProjectDescriptionHelpers"]

    /// Whether the file at `path` is a Tuist manifest or helper.
    static func isTuistManifest(_ path: String) -> Bool {
        path.hasSuffix("/Project.swift") || path.hasSuffix("/Workspace.swift")
            || (path.hasSuffix(".swift") && ByteScan.contains(Array(path.utf8), "/ProjectDescriptionHelpers/"))
    }

    /// Every iOS version a Tuist manifest names: `.iOS("16.0")` (`DeploymentTargets`, Tuist 4) and
    /// `.iOS(targetVersion: "16.0", devices: …)` (`DeploymentTarget`, earlier).
    static func fromTuistManifest(_ bytes: [UInt8]) -> [Int] {
        fromPackageManifest(bytes) + uncommentedLines(bytes, marker: "//").flatMap { line in
            occurrences(of: "targetVersion:", in: line).compactMap { offset -> Int? in
                var scan = VersionScan(line, at: offset + 14)
                scan.skipBlanks()
                guard scan.take("\"") else { return nil }
                let version = scan.number()
                while scan.take(".") { guard scan.number() != nil else { return nil } }
                return scan.take("\"") ? version : nil
            }
        }
    }

    /// `fromTuistManifest` over a text, for tests.
    static func fromTuistManifest(_ text: String) -> [Int] { fromTuistManifest(Array(text.utf8)) }
}
