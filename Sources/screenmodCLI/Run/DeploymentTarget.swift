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

    /// Every `iOS` platform version in a `Package.swift`, e.g. `.iOS(.v15)` or `.iOS("15.0")`.
    static func fromPackageManifest(_ text: String) -> [Int] { fromPackageManifest(Array(text.utf8)) }

    /// Every `IPHONEOS_DEPLOYMENT_TARGET` value in a `project.pbxproj` or `.xcconfig`.
    static func fromBuildSettings(_ text: String) -> [Int] { fromBuildSettings(Array(text.utf8)) }

    /// The version of every `platform :ios, '15.0'` line in a Podfile.
    static func fromPodfile(_ text: String) -> [Int] { fromPodfile(Array(text.utf8)) }

    private static func fromPackageManifest(_ bytes: [UInt8]) -> [Int] {
        uncommentedLines(bytes, marker: "//").flatMap { line in
            occurrences(of: ".iOS(", in: line).compactMap { offset -> Int? in
                var scan = VersionScan(line, at: offset + 5)
                scan.skipBlanks()
                let version: Int?
                if scan.take(".v") {
                    version = scan.number()
                    while scan.take("_") { guard scan.number() != nil else { return nil } }
                } else if scan.take("\"") {
                    version = scan.number()
                    while scan.take(".") { guard scan.number() != nil else { return nil } }
                    guard scan.take("\"") else { return nil }
                } else {
                    return nil
                }
                scan.skipBlanks()
                return scan.take(")") ? version : nil
            }
        }
    }

    private static func fromBuildSettings(_ bytes: [UInt8]) -> [Int] {
        let name = "IPHONEOS_DEPLOYMENT_TARGET"
        // A project file has thousands of lines; only a few name the setting.
        return linesContaining(name, in: bytes).flatMap { line -> [Int] in
            let code = cut(line, at: "//")
            return occurrences(of: name, in: code).compactMap { offset in
                var scan = VersionScan(code, at: offset + name.utf8.count)
                if scan.take("[") {
                    guard scan.skip(past: UInt8(ascii: "]")) else { return nil }
                }
                scan.skipBlanks()
                guard scan.take("=") else { return nil }
                scan.skipBlanks()
                _ = scan.take("\"")
                return scan.number()
            }
        }
    }

    private static func fromPodfile(_ bytes: [UInt8]) -> [Int] {
        uncommentedLines(bytes, marker: "#").compactMap { line in
            var scan = VersionScan(line, at: line.startIndex)
            scan.skipBlanks()
            guard scan.take("platform"), scan.skipBlanks() > 0, scan.take(":ios") else { return nil }
            scan.skipBlanks()
            guard scan.take(",") else { return nil }
            scan.skipBlanks()
            if !scan.take("'") { _ = scan.take("\"") }
            return scan.number()
        }
    }

    /// The offsets in `line` where `needle` starts.
    private static func occurrences(of needle: String, in line: ArraySlice<UInt8>) -> [Int] {
        let word = Array(needle.utf8)
        guard line.count >= word.count else { return [] }
        return (line.startIndex...(line.endIndex - word.count)).filter { line[$0..<($0 + word.count)].elementsEqual(word) }
    }

    /// The lines of `bytes` that contain `needle`, found by a byte search rather than line by line.
    private static func linesContaining(_ needle: String, in bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var covered = -1
        for offset in ByteScan.occurrences(of: Array(needle.utf8), in: bytes) where offset > covered {
            var start = offset
            while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
            var end = offset
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            covered = end
            lines.append(bytes[start..<end])
        }
        return lines
    }

    /// The lines of `bytes`, each cut at a line comment `marker` (a rough cut; strings are rare here).
    private static func uncommentedLines(_ bytes: [UInt8], marker: String) -> [ArraySlice<UInt8>] {
        bytes.split(omittingEmptySubsequences: true) { $0 == 0x0A || $0 == 0x0D }.map { cut($0, at: marker) }
    }

    /// `line` up to the first `marker`, or all of it.
    private static func cut(_ line: ArraySlice<UInt8>, at marker: String) -> ArraySlice<UInt8> {
        occurrences(of: marker, in: line).first.map { line[..<$0] } ?? line
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

/// A cursor over one line of a build file, for the few shapes a deployment target takes.
private struct VersionScan {
    let line: ArraySlice<UInt8>
    var position: Int

    init(_ line: ArraySlice<UInt8>, at position: Int) {
        self.line = line
        self.position = position
    }

    /// Moves past `text` when the line continues with it.
    mutating func take(_ text: String) -> Bool {
        let word = text.utf8
        guard line.endIndex - position >= word.count,
              line[position..<(position + word.count)].elementsEqual(word) else { return false }
        position += word.count
        return true
    }

    /// Moves past spaces and tabs; returns how many there were.
    @discardableResult mutating func skipBlanks() -> Int {
        let start = position
        while position < line.endIndex, line[position] == 0x20 || line[position] == 0x09 { position += 1 }
        return position - start
    }

    /// Moves past the next `byte`; false when the line has none.
    mutating func skip(past byte: UInt8) -> Bool {
        guard let found = line[position...].firstIndex(of: byte) else { return false }
        position = found + 1
        return true
    }

    /// The decimal number at the cursor, moved past; nil when there is no digit.
    mutating func number() -> Int? {
        let start = position
        while position < line.endIndex, (0x30...0x39).contains(line[position]) { position += 1 }
        guard position > start, position - start <= 9 else { return nil }
        return line[start..<position].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}
