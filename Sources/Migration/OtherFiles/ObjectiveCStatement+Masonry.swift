/// A frame or centre that Masonry constraints made later in the same method replace: the view's
/// geometry until the first layout pass, which the screen's size never shows in.
extension ObjectiveCStatement {
    /// The geometry a statement sets on a view it names: `view.frame = …`, `view.center = …`,
    /// `[view setFrame:…]`, or a new UIKit view made with a frame (`UILabel *label = [[UILabel alloc]
    /// initWithFrame:…]`). A project's own class may lay out subviews from its frame in its
    /// initializer, so only UIKit's own classes count there.
    private func setGeometry() -> (view: String, member: String, end: Int)? {
        guard let end = tokens[start...].firstIndex(where: { $0.text(in: bytes) == ";" }) else { return nil }
        let words = (start..<end).compactMap(text(at:))
        if words.count > 3, let equals = words.firstIndex(of: "="), equals >= 3, words[equals - 2] == ".",
           ["frame", "center"].contains(words[equals - 1]), !words[..<(equals - 2)].contains("self"),
           words[..<(equals - 2)].count == 1 {
            return (words[0], words[equals - 1], end)
        }
        if words.count > 3, words[0] == "[", ["setFrame", "setCenter"].contains(words[2]), words[3] == ":", words[1] != "self" {
            return (words[1], words[2] == "setFrame" ? "frame" : "center", end)
        }
        let made = declaredLocal() ?? assignedVariable()
        guard let made, let alloc = words.firstIndex(of: "alloc"), alloc >= 1, words[alloc - 1].hasPrefix("UI"),
              words.dropFirst(alloc).starts(with: ["alloc", "]", "initWithFrame"]) else { return nil }
        return (made.name, "frame", end)
    }

    /// The token of the view in a `mas_makeConstraints:` or `mas_remakeConstraints:` on the same view later in
    /// `body` whose block fixes every part of the geometry the statement sets (both axes' position
    /// for a centre; position and length on both axes for a frame), with no read of the view's frame,
    /// bounds or centre in between. Nil where that is not proven.
    func masonryReplacement(in body: Range<Int>) -> (view: String, member: String, at: Int)? {
        guard let (view, member, end) = setGeometry() else { return nil }
        for index in (names[view] ?? []) where index > end && tokens[index].start < body.upperBound {
            if [".frame", ".bounds", ".center"].contains((text(at: index + 1) ?? "") + (text(at: index + 2) ?? ""))
                || (text(at: index - 1) == "[" && ["frame", "bounds", "center"].contains(text(at: index + 1) ?? "")) {
                return nil
            }
            guard text(at: index - 1) == "[", ["mas_makeConstraints", "mas_remakeConstraints"].contains(text(at: index + 1) ?? "") else {
                continue
            }
            return Self.fixes(member, blockParts(after: index + 1)) ? (view, member, index) : nil
        }
        return nil
    }

    /// The members named after a `.` in the block that starts after token `index`.
    private func blockParts(after index: Int) -> Set<String> {
        guard let open = tokens[index...].prefix(12).firstIndex(where: { $0.text(in: bytes) == "{" }) else { return [] }
        var (position, depth, parts) = (open, 0, Set<String>())
        while let word = text(at: position) {
            if word == "{" { depth += 1 } else if word == "}" { depth -= 1; if depth == 0 { break } }
            if word == ".", let next = text(at: position + 1) { parts.insert(next) }
            position += 1
        }
        return parts
    }

    private static func fixes(_ member: String, _ parts: Set<String>) -> Bool {
        if parts.contains("edges") { return true }
        let x: Set<String> = ["left", "right", "leading", "trailing", "centerX", "center"]
        let y: Set<String> = ["top", "bottom", "centerY", "center"]
        let placed = !parts.isDisjoint(with: x) && !parts.isDisjoint(with: y)
        guard member == "frame" else { return placed }
        let wide = parts.contains("width") || parts.contains("size") || parts.isSuperset(of: ["left", "right"])
            || parts.isSuperset(of: ["leading", "trailing"])
        let tall = parts.contains("height") || parts.contains("size") || parts.isSuperset(of: ["top", "bottom"])
        return placed && wide && tall
    }
}
