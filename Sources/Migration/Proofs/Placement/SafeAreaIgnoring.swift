import SourceModel

/// Where SwiftUI views are laid past the safe area (`.ignoresSafeArea()`, `.edgesIgnoringSafeArea(.all)`):
/// there the screen's length is the full-bleed one and a container's, which stops at the safe
/// area, is not. A region that is only the keyboard's (`.ignoresSafeArea(.keyboard)`) moves
/// nothing past the screen's edges and does not count.
enum SafeAreaIgnoring {
    static let words = ["ignoresSafeArea", "edgesIgnoringSafeArea"]

    /// Whether the modifier at `index` gives up only the keyboard's region.
    static func isKeyboardOnly(at index: Int, in file: SyntaxFile) -> Bool {
        guard let open = file.next(after: index), file.punctuation(open, "("), let dot = file.next(after: open),
              file.punctuation(dot, "."), let region = file.next(after: dot) else { return false }
        return file.token(region, is: "keyboard")
    }

    /// Whether `bytes` lay views past the safe area anywhere: a byte search that reads no tokens.
    static func occurs(in bytes: FileBytes) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            words.contains { word in
                var start = 0
                while let offset = ByteScan.firstWord(buffer, Array(word.utf8), from: start) {
                    if !followedByKeyboard(buffer, after: offset + word.utf8.count) { return true }
                    start = offset + 1
                }
                return false
            }
        }
    }

    private static func followedByKeyboard(_ buffer: UnsafeBufferPointer<UInt8>, after index: Int) -> Bool {
        let open = ByteScan.afterBlanks(buffer, from: index)
        guard open < buffer.count, buffer[open] == UInt8(ascii: "(") else { return false }
        let position = ByteScan.afterBlanks(buffer, from: open + 1)
        let keyboard = Array(".keyboard".utf8)
        guard position + keyboard.count <= buffer.count else { return false }
        return (0..<keyboard.count).allSatisfy { buffer[position + $0] == keyboard[$0] }
    }
}
