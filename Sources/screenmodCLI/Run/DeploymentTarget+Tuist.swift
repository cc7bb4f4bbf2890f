import Foundation
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

    /// Every iOS version a Tuist manifest names: `.iOS("16.0")` (`DeploymentTargets`, Tuist 4),
    /// `.iOS(targetVersion: "16.0", devices: …)` (`DeploymentTarget`, earlier), and a constant the
    /// helpers hand those (`static let iOSTargetVersion = "16.4"`, `static let deployTarget = 16.0`).
    static func fromTuistManifest(_ bytes: [UInt8]) -> [Int] {
        fromPackageManifest(bytes) + targetConstants(bytes) + uncommentedLines(bytes, marker: "//").flatMap { line in
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

    /// The versions of constants named for a deployment target (`deploy…`, or `iOS…` with `Target`
    /// or `Version`): `let NAME[: String|Double] = "16.4"` or `= 16.0`. An app's own version
    /// (`marketingVersion = "1.2"`) is named otherwise and is not read.
    static func targetConstants(_ bytes: [UInt8]) -> [Int] {
        uncommentedLines(bytes, marker: "//").compactMap { line -> Int? in
            let text = String(decoding: line, as: UTF8.self)
            guard let keyword = text.range(of: "let ") ?? text.range(of: "var ") else { return nil }
            let rest = text[keyword.upperBound...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.lowercased()
            guard name.contains("deploy") || (name.contains("ios") && (name.contains("target") || name.contains("version"))),
                  let equals = rest.firstIndex(of: "=") else { return nil }
            let value = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            let literal = value.hasPrefix("\"") ? String(value.dropFirst().prefix { $0 != "\"" }) : value
            guard let major = major(of: literal), knownMajors.contains(major) else { return nil }
            return major
        }
    }

    /// `fromTuistManifest` over a text, for tests.
    static func fromTuistManifest(_ text: String) -> [Int] { fromTuistManifest(Array(text.utf8)) }
}
