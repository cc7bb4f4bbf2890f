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
        /// `convert(_:to: nil)`, `convert(_:from: nil)` or `location(in: nil)`: the window's space.
        case windowConversion = "a conversion to or from the window (convert with nil)"
    }

    /// No screen- or window-space value is in sight: sizes are the views' own.
    case local
    /// The function reads a value in the screen's or the window's space.
    case screen(Source)
}

/// Per function scope of a file, the first screen- or window-space value its body reads.
final class CoordinateSpaces {
    private let model: SourceModel
    private let sources: [Int: CoordinateSpace.Source]
    /// Per computed property (a SwiftUI view's `body`), its `.global` reads: such a body is one
    /// expression of many independent modifiers, so only a read in the use's own argument counts.
    private let globalReads: [Int: [Int]]
    /// Per block `{`, its statement starts, found once for all the uses in it.
    private var startsByBlock: [Int: [Int]] = [:]

    init(model: SourceModel) {
        let file = model.file
        var sources: [Int: CoordinateSpace.Source] = [:]
        var globalReads: [Int: [Int]] = [:]
        let names = Self.keyboardFrameKeys + ["convertToScreenCoordinates", "global"]
        for index in file.identifierTokens(spelled: names) + Self.nilArguments(in: model) + Self.keyboardValues(in: file) {
            guard let source = Self.source(at: index, file: file) else { continue }
            for scope in model.scopeChain(at: index) {
                let isProperty = model.scopes[scope].propertyDeclaration?.isStored == false
                // A function's body, or a computed property's (a SwiftUI view's `body`).
                guard model.scopes[scope].functionDeclaration != nil || isProperty else { continue }
                if isProperty, source == .globalFrame { globalReads[scope, default: []].append(index) }
                if sources[scope] == nil || sources[scope] == .globalFrame && isProperty { sources[scope] = source }
            }
        }
        self.model = model
        self.sources = sources
        self.globalReads = globalReads
    }

    /// The space of the values the use at `first` in function scope `member` works with.
    func space(member: Int?, at first: Int) -> CoordinateSpace {
        guard let member, let source = sources[member] else { return .local }
        if source == .globalFrame, let reads = globalReads[member] {
            // In a body of modifiers: a `.global` read in the use's own argument list or statement.
            guard let span = ownSpan(of: first), reads.contains(where: span.contains) else { return .local }
        }
        return .screen(source)
    }

    /// The tokens of the argument list holding `first`, or of its statement in a block.
    private func ownSpan(of first: Int) -> Range<Int>? {
        let file = model.file
        guard let open = model.enclosingOpener(of: first), let close = model.brackets.match(open) else { return nil }
        guard file.punctuation(open, "{") else { return (open + 1)..<close }
        let starts = startsByBlock[open] ?? Statements(model: model).starts(after: open, before: close)
        startsByBlock[open] = starts
        return Statements.span(holding: first, starts: starts, open: open, close: close)
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
        if file.token(index, is: "nil") { return .windowConversion }
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

    /// The `nil` of `convert(x, to: nil)`, `convert(x, from: nil)` and a touch's `location(in: nil)`.
    private static func nilArguments(in model: SourceModel) -> [Int] {
        let file = model.file
        return file.identifierTokens(spelled: ["convert", "location", "preciseLocation"]).compactMap { convert in
            guard let open = file.next(after: convert), file.punctuation(open, "("),
                  let close = model.brackets.match(open), let value = file.previous(before: close),
                  file.keyword(value, "nil"), let colon = file.previous(before: value), file.punctuation(colon, ":"),
                  let label = file.previous(before: colon),
                  file.token(label, is: "to") || file.token(label, is: "from") || file.token(label, is: "in") else { return nil }
            return value
        }
    }
}
