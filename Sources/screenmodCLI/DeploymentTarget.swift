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
    /// `*.xcconfig` files (three levels deep).
    static func detect(inProjectAt root: String) -> Detected? {
        var candidates: [Detected] = []
        func consider(_ path: String, _ parse: (String) -> [Int]) {
            guard let data = FileManager.default.contents(atPath: path) else { return }
            if let lowest = parse(String(decoding: data, as: UTF8.self)).min() {
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

    /// Every `iOS` platform version in a `Package.swift`, e.g. `.iOS(.v15)` or `.iOS("15.0")`.
    static func fromPackageManifest(_ text: String) -> [Int] {
        let pattern = #/\.iOS\(\s*(?:\.v(\d+)(?:_\d+)*|"(\d+)(?:\.\d+)*")\s*\)/#
        return uncommentedLines(text, marker: "//").flatMap { line in
            line.matches(of: pattern).compactMap { match in
                (match.output.1 ?? match.output.2).flatMap { Int($0) }
            }
        }
    }

    /// Every `IPHONEOS_DEPLOYMENT_TARGET` value in a `project.pbxproj` or `.xcconfig`.
    static func fromBuildSettings(_ text: String) -> [Int] {
        let pattern = #/IPHONEOS_DEPLOYMENT_TARGET(?:\[[^\]]*\])?\s*=\s*"?(\d+)(?:\.\d+)*/#
        // A project file has thousands of lines; only a few name the setting.
        let lines = linesContaining("IPHONEOS_DEPLOYMENT_TARGET", in: text).map { line in
            line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
        }
        return lines.flatMap { line in
            line.matches(of: pattern).compactMap { Int($0.output.1) }
        }
    }

    /// The version of every `platform :ios, '15.0'` line in a Podfile.
    static func fromPodfile(_ text: String) -> [Int] {
        let pattern = #/^\s*platform\s+:ios\s*,\s*['"]?(\d+)/#
        return uncommentedLines(text, marker: "#").compactMap { line in
            line.firstMatch(of: pattern).flatMap { Int($0.output.1) }
        }
    }

    /// The lines of `text` that contain `needle`, found by a byte search rather than line by line.
    private static func linesContaining(_ needle: String, in text: String) -> [Substring] {
        let bytes = Array(text.utf8)
        var lines: [Substring] = []
        var covered = -1
        for offset in ByteScan.occurrences(of: Array(needle.utf8), in: bytes) where offset > covered {
            var start = offset
            while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
            var end = offset
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            covered = end
            let utf8 = text.utf8
            lines.append(Substring(text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]))
        }
        return lines
    }

    /// The lines of `text`, each cut at a line comment `marker` (a rough cut; strings are rare here).
    private static func uncommentedLines(_ text: String, marker: String) -> [Substring] {
        text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).map { line in
            guard let range = line.range(of: marker) else { return line }
            return line[..<range.lowerBound]
        }
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
