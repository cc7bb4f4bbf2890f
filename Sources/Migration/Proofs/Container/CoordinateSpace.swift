import SourceModel

/// The coordinate space of the values the code around a use works with: where a main-screen
/// size is compared with a keyboard frame or a global frame, a view's bounds cannot replace it.
enum CoordinateSpace: Equatable {
    /// Where the screen-space value came from.
    enum Source: String {
        /// `keyboardFrameEndUserInfoKey` or `keyboardFrameBeginUserInfoKey`: screen coordinates.
        case keyboardFrame = "a keyboard frame"
        /// `frame(in: .global)`: the window's space in SwiftUI.
        case globalFrame = "a .global frame"
        /// `UIAccessibility.convertToScreenCoordinates`: screen coordinates.
        case screenConversion = "convertToScreenCoordinates"
        /// `convert(_:to: nil)`, `convert(_:from: window)` or `location(in: nil)`: the window's space.
        case windowConversion = "a conversion to or from the window"
    }

    /// No screen- or window-space value is in sight: sizes are the views' own.
    case local
    /// The function reads a value in the screen's or the window's space.
    case screen(Source)
}

/// Per member of a file, the screen- or window-space values its body reads, and whether a use's
/// value meets one: in the use's own statement or argument list, through a name bound from such
/// a read (`guard let end = note.userInfo?[…]`, two bindings deep), or through the name the use's
/// own statement binds. A read elsewhere in the member (a separate modifier, another handler)
/// says nothing about the use's value.
final class CoordinateSpaces {
    private let model: SourceModel
    /// Per member scope (a function, or a computed property such as a SwiftUI view's `body`), its
    /// screen-space reads in file order.
    private let reads: [Int: [(token: Int, source: CoordinateSpace.Source)]]
    /// Per member scope, what flows from its reads, found on the first use asked about it.
    private var flows: [Int: Flow] = [:]
    /// Per block `{`, its statement starts, found once for all the uses in it.
    private var startsByBlock: [Int: [Int]] = [:]

    /// The values in screen space in one member: the reads and the names bound from them, and the
    /// statements (their heads, up to a block they open) that hold either.
    private struct Flow {
        var tokens: [Int: CoordinateSpace.Source] = [:]
        var names: [String: CoordinateSpace.Source] = [:]
        var statements: [(span: Range<Int>, source: CoordinateSpace.Source)] = []
    }

    init(model: SourceModel) {
        let file = model.file
        var reads: [Int: [(token: Int, source: CoordinateSpace.Source)]] = [:]
        let names = Self.keyboardFrameKeys + ["convertToScreenCoordinates", "global"]
        for index in (file.identifierTokens(spelled: names) + Self.windowArguments(in: model) + Self.keyboardValues(in: file)).sorted() {
            guard let source = Self.source(at: index, file: file) else { continue }
            for scope in model.scopeChain(at: index) {
                // A function's body, or a computed property's (a SwiftUI view's `body`).
                guard model.scopes[scope].functionDeclaration != nil
                        || model.scopes[scope].propertyDeclaration?.isStored == false else { continue }
                reads[scope, default: []].append((index, source))
            }
        }
        self.model = model
        self.reads = reads
    }

    /// The space of the values the use at `first` in member scope `member` works with.
    func space(member: Int?, at first: Int) -> CoordinateSpace {
        guard let member, reads[member] != nil else { return .local }
        let flow = self.flow(in: member)
        guard let own = ownSpan(of: first) else { return .local }
        for index in own {
            if let source = flow.tokens[index] { return .screen(source) }
            if model.file.tokens[index].kind == .identifier, let source = flow.names[model.file.text(index)] { return .screen(source) }
        }
        // `let height = UIScreen.main.bounds.height`, then `height - end.origin.y`.
        guard let statement = statementHead(holding: first), let bound = model.file.boundName(in: statement, before: first)
        else { return .local }
        let name = model.file.text(bound)
        for (span, source) in flow.statements where !span.contains(first) {
            if span.contains(where: { $0 != bound && model.file.tokens[$0].kind == .identifier && model.file.text($0) == name }) { return .screen(source) }
        }
        return .local
    }

    private func flow(in member: Int) -> Flow {
        if let known = flows[member] { return known }
        let file = model.file
        var flow = Flow()
        var frontier: [(token: Int, source: CoordinateSpace.Source)] = reads[member] ?? []
        for read in frontier { flow.tokens[read.token] = read.source }
        let range = model.scopes[member].range
        // Two bindings deep: `let info = note.userInfo?[key]`, `let end = info.cgRectValue`.
        for _ in 0..<3 where !frontier.isEmpty {
            var bound: [String: CoordinateSpace.Source] = [:]
            for (token, source) in frontier {
                guard let head = statementHead(holding: token) else { continue }
                flow.statements.append((head.lowerBound..<(head.upperBound + 1), source))
                if let name = file.boundName(in: head, before: token), flow.names[file.text(name)] == nil {
                    bound[file.text(name)] = source
                }
            }
            flow.names.merge(bound) { old, _ in old }
            frontier = bound.isEmpty ? [] : file.identifierTokens(spelled: bound.keys).compactMap { index in
                guard range.contains(index), let source = bound[file.text(index)] else { return nil }
                return (index, source)
            }
        }
        flows[member] = flow
        return flow
    }

    /// The tokens of the argument list holding `first`, or of its statement in a block.
    private func ownSpan(of first: Int) -> Range<Int>? {
        let file = model.file
        guard let open = model.enclosingOpener(of: first), let close = model.brackets.match(open) else { return nil }
        guard file.punctuation(open, "{") else { return (open + 1)..<close }
        return statementHead(holding: first).map { $0.lowerBound..<($0.upperBound + 1) }
    }

    /// The statement holding `index` in its innermost block, cut before a block the statement
    /// opens (an `if let`'s body is not its binding), as a closed range of tokens.
    private func statementHead(holding index: Int) -> ClosedRange<Int>? {
        let file = model.file
        guard let open = model.enclosingBrace(before: index), let close = model.brackets.match(open) else { return nil }
        let starts = startsByBlock[open] ?? Statements(model: model).starts(after: open, before: close)
        startsByBlock[open] = starts
        let span = Statements.span(holding: index, starts: starts, open: open, close: close)
        var end = span.upperBound
        if let first = span.first, file.keyword(first, "if") || file.keyword(first, "guard") || file.keyword(first, "while") {
            var i = first
            while i < span.upperBound {
                if file.punctuation(i, "{"), i > index { end = i; break }
                if let partner = model.brackets.match(i), partner > i, !file.punctuation(i, "{") { i = partner + 1 } else { i += 1 }
            }
        }
        return end > span.lowerBound ? span.lowerBound...(end - 1) : nil
    }

    private static func source(at index: Int, file: SyntaxFile) -> CoordinateSpace.Source? {
        if file.token(index, is: "global") {
            // `.global` as a coordinate space, not `DispatchQueue.global()` or `.global(qos:)`.
            guard let dot = file.previous(before: index), file.punctuation(dot, "."),
                  !(file.next(after: index).map { file.punctuation($0, "(") } ?? false),
                  !(file.previous(before: dot).map { file.identifier($0, "DispatchQueue") } ?? false) else { return nil }
            return .globalFrame
        }
        if file.token(index, is: "convertToScreenCoordinates") { return .screenConversion }
        if file.token(index, is: "nil") || windowNames.contains(file.text(index)) { return .windowConversion }
        return .keyboardFrame
    }

    /// The keys of a keyboard notification's frames, as the SDKs since iOS 2 spell them.
    static let keyboardFrameKeys = ["keyboardFrameEndUserInfoKey", "keyboardFrameBeginUserInfoKey",
                                    "UIKeyboardFrameEndUserInfoKey", "UIKeyboardFrameBeginUserInfoKey"]

    /// The keyboard notifications whose `userInfo` holds its frames, as the SDKs spell them.
    static let keyboardNotifications = [
        "keyboardWillShowNotification", "keyboardDidShowNotification", "keyboardWillChangeFrameNotification",
        "keyboardDidChangeFrameNotification", "keyboardWillHideNotification", "UIKeyboardWillShow", "UIKeyboardDidShow",
        "UIKeyboardWillChangeFrame", "UIKeyboardWillHide", "UIKeyboardWillShowNotification", "UIKeyboardWillChangeFrameNotification",
        "UIKeyboardWillHideNotification",
    ]

    /// Names that hold a keyboard's frame or one of its lengths (`keyboardHeight`,
    /// `self.keyboardFrame.minY`, `kbRect` is not one): a value read from a notification in
    /// another method, in screen coordinates like the notification's frame.
    private static let keyboardGeometry = ["Height", "Frame", "Rect", "Size", "Top", "Origin", "MinY", "Y"]

    private static func keyboardValues(in file: SyntaxFile) -> [Int] {
        let bytes = file.source.bytes
        // A name the file binds itself (`let keyboardHeight = …`) holds a keyboard's geometry only
        // where the file reads a keyboard notification: elsewhere it is a layout constant (a custom
        // keyboard's, a device table's). One handed in (a parameter) comes from whoever observes it.
        let occurrences = ByteScan.occurrences(of: Array("eyboard".utf8), in: bytes)
        guard !occurrences.isEmpty else { return [] }
        let readsNotification = (keyboardFrameKeys + keyboardNotifications).contains { ByteScan.containsWord(bytes, $0) }
        let bound = readsNotification ? [] : boundNames(in: file)
        var found: [Int] = []
        for offset in occurrences {
            let index = file.tokenIndex(at: offset)
            let token = file.tokens[index]
            // `keyboard…` or `…Keyboard…` inside one identifier, followed by a geometry word.
            guard token.kind == .identifier, found.last != index, offset > token.offset,
                  bytes[offset - 1] == UInt8(ascii: "k") || bytes[offset - 1] == UInt8(ascii: "K") else { continue }
            let rest = String(decoding: bytes[(offset + 7)..<(token.offset + token.length)], as: UTF8.self)
            let name = file.text(index)
            if keyboardGeometry.contains(where: { rest.hasPrefix($0) }), !keyboardFrameKeys.contains(name), !bound.contains(name) {
                found.append(index)
            }
        }
        return found
    }

    /// The names the file declares with `let` or `var`.
    private static func boundNames(in file: SyntaxFile) -> Set<String> {
        var names: Set<String> = []
        for index in file.tokens.indices where file.keyword(index, "let") || file.keyword(index, "var") {
            if let name = file.next(after: index), file.tokens[name].kind == .identifier { names.insert(file.text(name)) }
        }
        return names
    }

    /// Names that hold a window: a view's `window`, a scene's `keyWindow`.
    private static let windowNames: Set<String> = ["window", "keyWindow"]

    /// The window argument of a conversion into the window's space: the `nil` of
    /// `convert(x, to: nil)` and of a touch's `location(in: nil)`, the `window` of
    /// `convert(bounds, to: window)` and `convert(frame, from: view.window!)`.
    private static func windowArguments(in model: SourceModel) -> [Int] {
        let file = model.file
        return file.identifierTokens(spelled: ["convert", "location", "preciseLocation"]).compactMap { convert in
            guard let open = file.next(after: convert), file.punctuation(open, "("),
                  let close = model.brackets.match(open), var value = file.previous(before: close) else { return nil }
            if file.token(value, is: "!") || file.token(value, is: "?"), let unwrapped = file.previous(before: value) { value = unwrapped }
            guard file.keyword(value, "nil") || windowNames.contains(file.text(value)) else { return nil }
            // The argument is the name alone or the end of a member chain (`view.window`).
            var start = value
            while let dot = file.previous(before: start), file.punctuation(dot, "."), let owner = file.previous(before: dot) { start = owner }
            guard let colon = file.previous(before: start), file.punctuation(colon, ":"), let label = file.previous(before: colon),
                  file.token(label, is: "to") || file.token(label, is: "from") || file.token(label, is: "in") else { return nil }
            return value
        }
    }
}
