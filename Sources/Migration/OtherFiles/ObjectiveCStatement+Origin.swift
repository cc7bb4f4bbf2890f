/// Whether a statement meets the view's own position in its superview: the origin of its frame,
/// set or tested (`frame.origin.y = … ; self.frame = frame;`, `return frame.origin.y == …`).
extension ObjectiveCStatement {
    /// Whether the statement reads or writes `self.frame.origin`, or the origin of a local that `body`
    /// copies from the view's own frame before it (`CGRect frame = self.frame;`).
    func meetsOwnOrigin(in body: Range<Int>) -> Bool {
        var index = start
        while let word = text(at: index), word != ";", word != "{" {
            if word == "origin", index >= 2, text(at: index - 1) == ".", let owner = text(at: index - 2) {
                if owner == "frame", index >= 4, text(at: index - 3) == ".", text(at: index - 4) == "self" { return true }
                if tokens[index - 2].kind == .identifier, copiesOwnFrame(into: owner, in: body) { return true }
            }
            index += 1
        }
        return false
    }

    /// Whether `body` declares the local `name` before the statement as a copy of the view's own frame:
    /// `CGRect name = self.frame;` or `CGRect name = [self frame];`.
    private func copiesOwnFrame(into name: String, in body: Range<Int>) -> Bool {
        (names[name] ?? []).contains { index in
            guard index > 0, index < start, body.contains(tokens[index].start), text(at: index - 1) == "CGRect",
                  text(at: index + 1) == "=" else { return false }
            let value = (index + 2..<index + 7).compactMap(text(at:))
            return value.starts(with: ["self", ".", "frame", ";"]) || value.starts(with: ["[", "self", "frame", "]", ";"])
        }
    }
}
