import SourceModel

/// The deployment target of a CocoaPods library, read from its podspec.
extension DeploymentTarget {
    /// Every iOS version a Ruby podspec declares: `s.ios.deployment_target = '8.0'` (whatever
    /// the spec's variable is called), `s.platform = :ios, '9.0'` and the `:ios => '10.0'` or
    /// `ios: '10.0'` entry of `s.platforms = { … }`, which may span lines.
    static func fromPodspec(_ text: String) -> [Int] { fromPodspec(Array(text.utf8)) }

    /// Every iOS version in the `"platforms"` objects of a `*.podspec.json`: `{"ios": "10.0"}`.
    static func fromPodspecJSON(_ text: String) -> [Int] { fromPodspecJSON(Array(text.utf8)) }

    /// `fromPodspec` over the bytes of a file.
    static func fromPodspec(_ bytes: [UInt8]) -> [Int] {
        uncommentedLines(bytes, marker: "#").flatMap { line -> [Int] in
            let targets = occurrences(of: ".ios.deployment_target", in: line).compactMap { offset -> Int? in
                var scan = VersionScan(line, at: offset + 22)
                scan.skipBlanks()
                guard scan.take("=") else { return nil }
                return quotedVersion(&scan)
            }
            let platform = occurrences(of: ".platform", in: line).compactMap { offset -> Int? in
                var scan = VersionScan(line, at: offset + 9)
                scan.skipBlanks()
                guard scan.take("=") else { return nil }
                scan.skipBlanks()
                guard scan.take(":ios") else { return nil }
                scan.skipBlanks()
                guard scan.take(",") else { return nil }
                return quotedVersion(&scan)
            }
            let hashRocket = occurrences(of: ":ios", in: line).compactMap { offset -> Int? in
                var scan = VersionScan(line, at: offset + 4)
                scan.skipBlanks()
                guard scan.take("=>") else { return nil }
                return quotedVersion(&scan)
            }
            let label = occurrences(of: "ios:", in: line).compactMap { offset -> Int? in
                // `ios:` as a whole word: not the end of `:ios` or of another name.
                if offset > line.startIndex, isNamePart(line[offset - 1]) || line[offset - 1] == UInt8(ascii: ":") { return nil }
                var scan = VersionScan(line, at: offset + 4)
                return quotedVersion(&scan)
            }
            return targets + platform + hashRocket + label
        }
    }

    /// `fromPodspecJSON` over the bytes of a file.
    static func fromPodspecJSON(_ bytes: [UInt8]) -> [Int] {
        ByteScan.occurrences(of: Array(#""platforms""#.utf8), in: bytes).compactMap { offset -> Int? in
            var scan = VersionScan(bytes[...], at: offset + 11)
            scan.skipSpace()
            guard scan.take(":") else { return nil }
            scan.skipSpace()
            let open = scan.position
            // The object holds platform names and version strings only: no nested braces.
            guard scan.take("{"), scan.skip(past: UInt8(ascii: "}")) else { return nil }
            let object = bytes[open..<scan.position]
            return occurrences(of: #""ios""#, in: object).compactMap { key -> Int? in
                var value = VersionScan(object, at: key + 5)
                value.skipSpace()
                guard value.take(":") else { return nil }
                value.skipSpace()
                return value.take("\"") ? value.number() : nil
            }.min()
        }
    }

    /// The major version of a quoted Ruby string such as `'8.0'` or `"11"`, after blanks.
    private static func quotedVersion(_ scan: inout VersionScan) -> Int? {
        scan.skipBlanks()
        return scan.takeQuote() ? scan.number() : nil
    }

    /// Whether `byte` can be part of a Ruby name.
    private static func isNamePart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
