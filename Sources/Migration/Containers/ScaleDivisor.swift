import SourceModel

extension FileAnalysis {
    /// Whether `use` is the whole initial value of a local (`let scale = UIScreen.main.scale`)
    /// that the same function later divides by (`width / scale`, `x /= scale`): the local carries
    /// the scale to a division, which needs the same `max(…, 1)` guard as a direct one.
    ///
    /// Also true where the same line divides by the main screen's scale read again
    /// (`ceil(x * UIScreen.main.scale) / UIScreen.main.scale`): both reads become one guarded
    /// value, or an unspecified scale would round `x` to 0 instead of leaving it as it is.
    func scaleFlowsIntoDivision(_ use: Use) -> Bool {
        let file = model.file
        guard use.form == .explicit, let dot = file.next(after: use.main), file.punctuation(dot, "."),
              let scale = file.next(after: dot), file.token(scale, is: "scale") else { return false }
        if lineDividesByScale(besides: use.main) { return true }
        guard endsStatement(after: scale), let name = localName(boundTo: use.first),
              let function = model.scopeChain(at: use.first).last(where: { model.scopes[$0].functionDeclaration != nil }),
              let body = model.scopes[function].functionDeclaration?.body else { return false }
        return file.identifierTokens(spelled: [name]).contains { index in
            guard index > scale, index <= body.upperBound, let slash = file.previous(before: index),
                  file.token(slash, is: "/") || file.token(slash, is: "/=") else { return false }
            guard let after = file.next(after: index) else { return true }
            return !(file.punctuation(after, ".") || file.punctuation(after, "(") || file.punctuation(after, "["))
        }
    }

    /// Whether the line of the `main` token at `main` also divides by another `UIScreen.main.scale`.
    private func lineDividesByScale(besides main: Int) -> Bool {
        let line = model.file.line(of: main)
        if scaleDivisorsByLine[line.number] == nil { scaleDivisorsByLine[line.number] = scaleDivisors(in: line.tokens) }
        return scaleDivisorsByLine[line.number]?.contains { $0 != main } ?? false
    }

    /// The `main` tokens of every `/ UIScreen.main.scale` (or `/=`) among `tokens`.
    private func scaleDivisors(in tokens: Range<Int>) -> [Int] {
        let file = model.file
        return tokens.compactMap { index in
            guard file.token(index, is: "UIScreen"), let slash = file.previous(before: index),
                  file.token(slash, is: "/") || file.token(slash, is: "/="),
                  let dot = file.next(after: index), file.punctuation(dot, "."),
                  let member = file.next(after: dot), file.token(member, is: "main"),
                  let second = file.next(after: member), file.punctuation(second, "."),
                  let scale = file.next(after: second), file.token(scale, is: "scale") else { return nil }
            return member
        }
    }

    /// Whether the statement ends after token `index`: a line break, `;` or `}` follows it.
    private func endsStatement(after index: Int) -> Bool {
        let file = model.file
        var next = index + 1
        while next < file.count {
            let kind = file.tokens[next].kind
            if kind == .newline { return true }
            if kind != .whitespace && kind != .comment {
                return file.punctuation(next, ";") || file.punctuation(next, "}")
            }
            next += 1
        }
        return true
    }

    /// `name` for a value that starts at `first` in `let name = …` or `let name: CGFloat = …`.
    private func localName(boundTo first: Int) -> String? {
        let file = model.file
        guard let equals = file.previous(before: first), file.token(equals, is: "="),
              var name = file.previous(before: equals) else { return nil }
        if let colon = file.previous(before: name), file.punctuation(colon, ":"),
           let annotated = file.previous(before: colon) {
            name = annotated
        }
        guard file.tokens[name].kind == .identifier, let binder = file.previous(before: name),
              file.keyword(binder, "let") || file.keyword(binder, "var") else { return nil }
        return file.text(name)
    }
}
