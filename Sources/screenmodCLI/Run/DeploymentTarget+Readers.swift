import SourceModel

/// The readers of the build files that declare a deployment target: each scans bytes (building a
/// `Regex` cost more than the whole search) and returns every iOS major version it finds.
extension DeploymentTarget {
    /// Every `iOS` platform version in a `Package.swift`, e.g. `.iOS(.v15)` or `.iOS("15.0")`.
    static func fromPackageManifest(_ text: String) -> [Int] { fromPackageManifest(Array(text.utf8)) }

    /// Every `IPHONEOS_DEPLOYMENT_TARGET` value in a `project.pbxproj` or `.xcconfig`.
    static func fromBuildSettings(_ text: String) -> [Int] { fromBuildSettings(Array(text.utf8)) }

    /// The version of every `platform :ios, '15.0'` line in a Podfile.
    static func fromPodfile(_ text: String) -> [Int] { fromPodfile(Array(text.utf8)) }

    /// `fromPackageManifest` over the bytes of a file.
    static func fromPackageManifest(_ bytes: [UInt8]) -> [Int] {
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

    /// `fromBuildSettings` over the bytes of a file.
    static func fromBuildSettings(_ bytes: [UInt8]) -> [Int] {
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

    /// `fromPodfile` over the bytes of a file.
    static func fromPodfile(_ bytes: [UInt8]) -> [Int] {
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
    static func occurrences(of needle: String, in line: ArraySlice<UInt8>) -> [Int] {
        let word = Array(needle.utf8)
        guard line.count >= word.count else { return [] }
        return (line.startIndex...(line.endIndex - word.count)).filter { line[$0..<($0 + word.count)].elementsEqual(word) }
    }

    /// The lines of `bytes` that contain `needle`, found by a byte search rather than line by line.
    static func linesContaining(_ needle: String, in bytes: [UInt8]) -> [ArraySlice<UInt8>] {
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
    static func uncommentedLines(_ bytes: [UInt8], marker: String) -> [ArraySlice<UInt8>] {
        bytes.split(omittingEmptySubsequences: true) { $0 == 0x0A || $0 == 0x0D }.map { cut($0, at: marker) }
    }

    /// `line` up to the first `marker`, or all of it.
    static func cut(_ line: ArraySlice<UInt8>, at marker: String) -> ArraySlice<UInt8> {
        occurrences(of: marker, in: line).first.map { line[..<$0] } ?? line
    }
}
