import Foundation
import SourceModel

/// Finds a project's iOS deployment target in the files that declare it.
enum DeploymentTarget {
    /// A deployment target and the file it was read from.
    struct Detected: Equatable, Sendable {
        /// The iOS major version.
        var major: Int
        /// The absolute path of the file that declared it.
        var source: String
    }

    /// The iOS versions a deployment target may name: from the oldest Swift ships for to the newest
    /// released. A value outside is a typo (`--min-ios 2`, `99`), not a project.
    static let knownMajors = 8...27

    /// The major version in `text` such as `15`, `15.0`, `v15` or `15_4`; nil when it is not a version.
    static func major(of text: String) -> Int? {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("v") { digits = digits.dropFirst() }
        let head = digits.prefix { $0.isASCII && $0.isNumber }
        let rest = digits.dropFirst(head.count)
        guard !head.isEmpty, head.count <= 3,
              rest.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "_" }) else { return nil }
        return Int(head)
    }

    /// The lowest deployment target declared in the project at `root`, or nil when none is.
    ///
    /// Reads `Package.swift`, a `Podfile`, `*.xcodeproj/project.pbxproj` (two levels deep) and
    /// `*.xcconfig` files (three levels deep). Every run asks this before anything else, so the
    /// files are scanned byte by byte: building a `Regex` cost more than the rest of the search.
    static func detect(inProjectAt root: String) -> Detected? {
        var candidates: [Detected] = []
        func consider(_ path: String, _ parse: ([UInt8]) -> [Int]) {
            guard case .success(let (bytes, _)) = FileSystem.readFile(path) else { return }
            if let lowest = parse(bytes).min() {
                candidates.append(Detected(major: lowest, source: path))
            }
        }
        consider(root + "/Package.swift", fromPackageManifest)
        consider(root + "/Podfile", fromPodfile)
        for path in projectFiles(in: root, depth: 3) {
            if path.hasSuffix(".xcodeproj/project.pbxproj") || path.hasSuffix(".xcconfig") {
                consider(path, fromBuildSettings)
            }
        }
        // The lowest wins: code must build for every target the project ships.
        return candidates.min { ($0.major, $0.source) < ($1.major, $1.source) }
    }

    /// Paths under `root`, at most `depth` folders down, skipping hidden and third-party folders.
    private static func projectFiles(in root: String, depth: Int) -> [String] {
        guard depth > 0 else { return [] }
        var result: [String] = []
        for entry in FileSystem.listing(of: root) where !entry.name.hasPrefix(".") {
            let name = entry.name
            let path = root + "/" + name
            if FileDiscovery.skippedFolders.contains(name) { continue }
            if name.hasSuffix(".xcodeproj") {
                result.append(path + "/project.pbxproj")
            } else if name.hasSuffix(".xcconfig") {
                result.append(path)
            } else if entry.kind == .directory || (entry.kind != .regularFile && FileStamp.of(path)?.isDirectory == true),
                      !name.hasSuffix(".xcworkspace") {
                result += projectFiles(in: path, depth: depth - 1)
            }
        }
        return result
    }
}
