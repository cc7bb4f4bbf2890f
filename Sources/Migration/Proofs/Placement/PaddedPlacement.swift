import SourceModel

/// The views SwiftUI lays out inside a padding across: the receiver of each `.padding`,
/// `.contentMargins` or `.safeAreaPadding` that insets the leading or trailing edge, grown to the
/// members and types of the file it names. A view there is proposed the padded width, narrower
/// than the screen, so a flexible frame in place of the screen's width would shrink it.
enum PaddedPlacement {
    static let words = ["padding", "contentMargins", "safeAreaPadding"]

    /// Whether the modifier named at token `index` insets a horizontal edge: no edge set (`.padding()`,
    /// `.padding(16)`), or one that names more than the top and bottom edges, by other than a literal zero.
    static func narrowsAcross(_ index: Int, in model: SourceModel) -> Bool {
        let file = model.file
        guard words.contains(file.text(index)) else { return false }
        guard let open = file.next(after: index), file.punctuation(open, "("), let close = model.brackets.match(open) else {
            return false
        }
        let arguments = ((open + 1)..<close).filter { !file.tokens[$0].kind.isTrivia }
        if arguments.last.map({ ["0", "0.0"].contains(file.text($0)) }) == true,
           arguments.count == 1 || arguments.dropLast().last.map({ file.punctuation($0, ",") }) == true {
            return false
        }
        let vertical: Set<String> = ["top", "bottom", "vertical"]
        let edges = arguments.prefix { !file.punctuation($0, ",") }
            .filter { file.tokens[$0].kind == .identifier }.map(file.text)
        return edges.isEmpty || !edges.allSatisfy(vertical.contains)
    }

    /// Whether `bytes` may hold such a modifier: a byte search that reads no tokens.
    static func occur(in bytes: FileBytes) -> Bool {
        words.contains { ByteScan.containsWord(bytes, $0) }
    }

    /// The views the file's paddings across inset.
    static func regions(_ model: SourceModel) -> PlacedRegions {
        let file = model.file
        guard let last = file.tokens.indices.last else { return PlacedRegions(model, starts: []) }
        let modifiers = file.identifierTokens(spelled: words).filter { modifier in
            file.previous(before: modifier).map { file.punctuation($0, ".") } == true && narrowsAcross(modifier, in: model)
        }
        return PlacedRegions(model, starts: modifiers.map { ($0, SafeAreaRegions.receiver(of: $0, in: model) ?? 0...last) })
    }

    /// The files that place SwiftUI views inside a padding across.
    static func placers(_ files: [ProjectFile], models: ModelCache) -> ViewPlacers {
        ViewPlacers(files: files, models: models, occurs: occur) { regions($0).placedNames }
    }
}
