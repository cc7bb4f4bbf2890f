import SwiftLexer
import SourceModel

/// The proofs a statement needs before it moves: its shape, what its value reads, and that
/// nothing else in the type places the subview it sizes.
extension LayoutMove {
    /// The labels of `CGRect(x:y:width:height:)`, `CGSize(width:height:)` and `CGPoint(x:y:)`.
    static let labels: Set<String> = ["x", "y", "width", "height"]
    static let geometryTypes: Set<String> = ["CGRect", "CGSize", "CGPoint"]
    static let arithmetic: Set<String> = ["+", "-", "*", "/"]
    /// What the screen's bounds may be read as: its sizes, whatever the bounds' origin.
    static let sizes: Set<String> = ["width", "height"]
    /// Reads that count from the bounds' origin: the same on a root view that does not scroll.
    static let edges: Set<String> = ["maxX", "maxY", "midX", "midY"]
    /// What places a view: a use of one of these on the subview elsewhere would meet the moved frame.
    static let placing: Set<String> = [
        "frame", "bounds", "center", "transform", "layer", "sizeToFit", "layoutIfNeeded", "setNeedsLayout", "snp",
        "translatesAutoresizingMaskIntoConstraints", "anchor", "constraints",
    ]
    /// The calls of the root view that may take the subview: they add it or order it, never place it.
    static let subviewCalls: Set<String> = ["addSubview", "bringSubviewToFront", "insertSubview"]

    /// The statement from `range`, when it is `name.frame = E` or `self.name.frame = E` on lines of
    /// its own, `name` a stored property of the type and E a value of numbers and the screen's size.
    func movable(_ range: ClosedRange<Int>) -> Movable? {
        var i = range.lowerBound
        if file.keyword(i, "self") {
            guard let dot = file.next(after: i), file.punctuation(dot, "."), let name = file.next(after: dot) else { return nil }
            i = name
        } else if model.isShadowed(file.text(i), at: i) {
            return nil
        }
        let name = i
        guard file.tokens[name].kind == .identifier, isStoredProperty(file.text(name)),
              let dot = file.next(after: name), file.punctuation(dot, "."),
              let frame = file.next(after: dot), file.identifier(frame, "frame"),
              let equals = file.next(after: frame), file.punctuation(equals, "="),
              let value = file.next(after: equals), value <= range.upperBound,
              Statements(model: model).indentation(of: range.lowerBound) != nil,
              let reads = screenBounds(in: value...range.upperBound), !reads.isEmpty else { return nil }
        return Movable(range: range, name: file.text(name), screenBounds: reads)
    }

    /// Whether the type declares `name` as a stored instance property (`var`/`let`, not computed).
    func isStoredProperty(_ name: String) -> Bool {
        model.scopes.contains { scope in
            guard let parent = scope.parent, declarations.contains(parent), let property = scope.propertyDeclaration else { return false }
            return property.names.contains(name) && property.isStored && !property.isStatic
        }
    }

    /// Each `UIScreen.main.bounds` of the value in `range` (from `UIScreen` through `bounds`), or
    /// nil when the value holds anything but number literals, `+ - * /`, parentheses, commas,
    /// the geometry initializers with their labels, and reads of the screen's size.
    func screenBounds(in range: ClosedRange<Int>) -> [ClosedRange<Int>]? {
        var reads: [ClosedRange<Int>] = []
        var i = range.lowerBound
        while i <= range.upperBound {
            let kind = file.tokens[i].kind
            if kind == .number || (kind == .operator && Self.arithmetic.contains(file.text(i)))
                || file.punctuation(i, "(") || file.punctuation(i, ")") || file.punctuation(i, ",") {
                // A token the value may hold as it is.
            } else if Self.labels.contains(file.text(i)), let colon = file.next(after: i), file.punctuation(colon, ":"),
                      let before = file.previous(before: i), file.punctuation(before, "(") || file.punctuation(before, ",") {
                i = colon
            } else if Self.geometryTypes.contains(file.text(i)), let call = initializerCall(after: i) {
                i = call
            } else if file.identifier(i, "UIScreen"), let read = screenSizeRead(at: i) {
                reads.append(i...read.bounds)
                i = read.end
            } else {
                return nil
            }
            guard let next = file.next(after: i) else { break }
            i = next
        }
        return reads
    }

    /// The `(` after `CGRect` or `CGRect.init` at `type`.
    private func initializerCall(after type: Int) -> Int? {
        guard var open = file.next(after: type) else { return nil }
        if file.punctuation(open, "."), let initializer = file.next(after: open), file.keyword(initializer, "init"),
           let after = file.next(after: initializer) {
            open = after
        }
        return file.punctuation(open, "(") ? open : nil
    }

    /// At `UIScreen`: `.main.bounds` then `.width`, `.height`, `.size.width`, `.size.height` (or an
    /// edge, where the root view does not scroll); the `bounds` token and the chain's last token.
    private func screenSizeRead(at screen: Int) -> (bounds: Int, end: Int)? {
        guard let main = member(after: screen), file.identifier(main, "main"),
              let bounds = member(after: main), file.identifier(bounds, "bounds"),
              var read = member(after: bounds) else { return nil }
        if file.identifier(read, "size") {
            guard let size = member(after: read), Self.sizes.contains(file.text(size)) else { return nil }
            read = size
        } else if !(Self.sizes.contains(file.text(read)) || (!facts.ownViewScrolls && Self.edges.contains(file.text(read)))) {
            return nil
        }
        return (bounds, read)
    }

    /// The name after `.` following `index`.
    private func member(after index: Int) -> Int? {
        guard let dot = file.next(after: index), file.punctuation(dot, "."), let name = file.next(after: dot),
              file.tokens[name].kind == .identifier else { return nil }
        return name
    }
}
