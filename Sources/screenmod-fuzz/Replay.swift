import Foundation
import SeededRandom

/// Runs inputs through the harness outside libFuzzer, for replaying artifacts and corpora.
enum Replay {
    /// Every regular file at or below `paths`, sorted.
    static func files(under paths: [String]) -> [String] {
        var found: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                FileHandle.standardError.write(Data("screenmod-fuzz: \(path): no such file or directory\n".utf8))
                continue
            }
            guard isFolder.boolValue else { found.append(path); continue }
            let children = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            for child in children.sorted() {
                var childIsFolder: ObjCBool = false
                let full = path + "/" + child
                if FileManager.default.fileExists(atPath: full, isDirectory: &childIsFolder), !childIsFolder.boolValue {
                    found.append(full)
                }
            }
        }
        return found
    }

    /// Edits the engine made over all inputs that passed, to show the rules fire.
    nonisolated(unsafe) static var edits = 0

    /// Checks one input and prints what broke; returns whether it passed.
    static func run(_ bytes: [UInt8], named name: String) -> Bool {
        do {
            edits += try harness.check(bytes)
            return true
        } catch {
            print("\(name): \(error)")
            return false
        }
    }

    /// Saves `bytes` under a name derived from their content.
    static func save(_ bytes: [UInt8], in folder: String) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        let path = folder + "/input-" + String(hash, radix: 16)
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        print("  saved as \(path)")
    }
}

/// Byte-level mutations that favour what changes lexer modes and the engine's decisions.
enum Mutator {
    static let tokens: [[UInt8]] = [
        "\"", "\"\"\"", "#", "#\"", "\"#", "//", "/*", "*/", "\\(", "(", ")", "{", "}", "[", "]",
        "\n", "\r", "\r\n", "\t", "UIScreen.main", ".scale", ".bounds.width", "1 / ", "self.", "[weak self]",
        "class V: UIView {", "struct S: View {", "func layoutSubviews() {", "guard let self else { return }",
        " ?? ", " == ", "extension UIScreen {", "#if DEBUG\n", "#endif\n", "`", "#/", "/#",
    ].map { Array($0.utf8) } + [[0xEF, 0xBB, 0xBF], [0xC3, 0xA9], [0xF0, 0x9F, 0x98, 0x80], [0xFF], [0x00]]

    /// Deletes, duplicates or swaps a range, or inserts a token.
    static func mutate(_ bytes: inout [UInt8], using generator: inout SplitMix64) {
        let count = bytes.count
        let start = Int.random(in: 0...count, using: &generator)
        let length = Int.random(in: 0...min(64, count - start), using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: bytes.removeSubrange(start..<(start + length))
        case 1: bytes.insert(contentsOf: bytes[start..<(start + length)], at: Int.random(in: 0...count, using: &generator))
        case 2: bytes.replaceSubrange(start..<(start + length), with: bytes[start..<(start + length)].reversed())
        default: bytes.insert(contentsOf: tokens.randomElement(using: &generator)!, at: start)
        }
    }
}
