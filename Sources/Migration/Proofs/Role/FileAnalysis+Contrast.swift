import RuleLanguage
import SourceModel

extension FileAnalysis {
    /// Why `use` sits in a branch that a contrast of the screen decides (`if window.frame !=
    /// UIScreen.main.bounds { … }`, its `else`): there the code means the screen, as against the
    /// window; nil elsewhere.
    func guardingContrast(of use: Use) -> String? {
        let file = model.file
        var brace = model.enclosingBrace(before: use.first)
        while let open = brace {
            var opener = open
            // An `else` block is decided by the `if` before it.
            if let before = file.previous(before: open), file.keyword(before, "else"),
               let close = file.previous(before: before), file.punctuation(close, "}"),
               let ifOpen = model.brackets.match(close) {
                opener = ifOpen
            }
            if let keyword = model.conditionKeyword(opening: opener), keyword + 1 < opener,
               let (line, role) = contrastLine(in: (keyword + 1)...(opener - 1)) {
                let test = role == .orientation ? "an orientation test" : role == .identity ? "an identity test" : "a contrast"
                return "in a branch decided by \(test) of the screen at line \(line)"
            }
            brace = model.enclosingBrace(before: open)
        }
        return nil
    }

    /// The line of a use of the screen in `range` whose role is a contrast, an orientation or an identity test.
    private func contrastLine(in range: ClosedRange<Int>) -> (line: Int, role: Role)? {
        let file = model.file
        for index in range where file.identifier(index, "UIScreen") {
            guard let use = model.explicitUse(at: index) else { continue }
            let roles = roles(of: use, context: model.context(at: use.first))
            if let role = [Role.contrast, .orientation, .identity].first(where: { roles.values.contains($0.rawValue) }) {
                return (file.location(index).line, role)
            }
        }
        return nil
    }
}
