import SourceModel

extension FileAnalysis {
    /// Why `use` stands in for a value an optional binding did not find: it sits in the `else` of an
    /// `if let name …` whose first branch sets the same target from `name`, without the screen
    /// (`if let geometry { bottom = geometry.size.height } else { bottom = UIScreen.main.bounds.height }`).
    /// Nil elsewhere: an `else` that sets something the first branch does not, or a first branch that
    /// reads the screen as well (`h = screen - keyboard` against `h = screen`), is no stand-in for it.
    func bindingFallback(of use: Use) -> String? {
        let file = model.file
        guard let open = model.enclosingBrace(before: use.first), let elseKeyword = file.previous(before: open),
              file.keyword(elseKeyword, "else"), let close = file.previous(before: elseKeyword), file.punctuation(close, "}"),
              let thenOpen = model.brackets.match(close), let keyword = model.conditionKeyword(opening: thenOpen),
              file.keyword(keyword, "if") else { return nil }
        guard let target = assignedTarget(of: use.first), let name = targetsFromBindings(thenOpen, close: close, keyword: keyword)[target]
        else { return nil }
        return "in the `else` of `if let \(name)`, whose first branch sets `\(target)` from `\(name)`: it stands in while `\(name)` is nil"
    }

    /// The targets the first branch (`{` at `open`) sets from a name the `if` at `keyword` binds, in
    /// statements that do not read the screen themselves, with that name; found once per branch.
    private func targetsFromBindings(_ open: Int, close: Int, keyword: Int) -> [String: String] {
        if let known = bindingTargets[open] { return known }
        let file = model.file
        let bound = keyword + 1 < open ? Set(model.conditionBindings(in: (keyword + 1)...(open - 1))) : []
        var targets: [String: String] = [:]
        for index in (open + 1)..<close where !bound.isEmpty && file.punctuation(index, "=") {
            guard let statement = statements.statementRange(at: index, inSwiftUI: false), statement.lowerBound < index,
                  // A first branch that reads the screen too (`h = screen - keyboard` against `h = screen`) is a case of its own.
                  !statement.contains(where: { file.identifier($0, "UIScreen") }),
                  let name = (index...statement.upperBound).lazy.compactMap({ i -> String? in
                      file.tokens[i].kind == .identifier && bound.contains(file.text(i)) ? file.text(i) : nil
                  }).first else { continue }
            let target = file.compactText(from: statement.lowerBound, through: index - 1)
            if targets[target] == nil { targets[target] = name }
        }
        bindingTargets[open] = targets
        return targets
    }

    /// The target of the assignment statement holding `index` (`visibleBottom`, `self.frame`), if it is one.
    private func assignedTarget(of index: Int) -> String? {
        let file = model.file
        guard let statement = statements.statementRange(at: index, inSwiftUI: false),
              let equals = (statement.lowerBound..<index).first(where: { file.punctuation($0, "=") }),
              statement.lowerBound < equals else { return nil }
        return file.compactText(from: statement.lowerBound, through: equals - 1)
    }
}
