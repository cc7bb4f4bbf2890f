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

    /// The axes the modifier at `index` gives up the safe area along: its edges (`edges:` of
    /// `ignoresSafeArea`, the first argument of `edgesIgnoringSafeArea`), both where it names none
    /// or `.all`. `.edgesIgnoringSafeArea(.bottom)` leaves a width at the safe area's.
    static func axes(at index: Int, in model: SourceModel) -> Set<Axis> {
        let file = model.file
        let both: Set<Axis> = [.horizontal, .vertical]
        guard let open = file.next(after: index), file.punctuation(open, "("), let close = model.brackets.match(open),
              open + 1 < close else { return both }
        var start = open + 1
        if file.token(index, is: "ignoresSafeArea") {
            // `ignoresSafeArea(.container, edges: .bottom)`: the edges follow their label; none is every edge.
            guard let label = ((open + 1)..<close).first(where: { file.token($0, is: "edges") && model.isLabel($0) }) else { return both }
            start = label + 1
        }
        var axes: Set<Axis> = []
        var cursor = start
        while cursor < close {
            // The edges end at the next argument (`[.top, .bottom]` keeps its commas inside).
            if file.punctuation(cursor, ","), model.enclosingOpener(of: cursor) == open { break }
            switch file.text(cursor) {
            case "top", "bottom", "vertical": axes.insert(.vertical)
            case "leading", "trailing", "horizontal": axes.insert(.horizontal)
            case "all": return both
            default: break
            }
            cursor += 1
        }
        return axes.isEmpty ? both : axes
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
