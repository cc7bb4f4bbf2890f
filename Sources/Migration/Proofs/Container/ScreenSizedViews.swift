import Dispatch
import SourceModel

/// The project's views whose own size is a share of the screen's: `PlayerView(…).frame(width:
/// screenWidth * 0.5)` in SwiftUI (through the `UIViewRepresentable` that makes the view), or
/// `CardView(frame: CGRect(…, width: UIScreen.main.bounds.width / 2, …))` in UIKit. Such a view's
/// layout measures its content in screens: its own bounds are a fraction of the length its code
/// reads, so `bounds` in the screen's place would shrink everything it lays out by that fraction.
///
/// Only a screen length multiplied or divided where the view is made counts: a view made with
/// the whole screen (`frame: UIScreen.main.bounds`) or the screen less a margin has bounds that
/// are the screen's, or its better container, and its layout may read them.
///
/// Answered per type on first ask (only types whose own-bounds rewrite is otherwise proven ask),
/// and shared by every file's analysis.
final class ScreenSizedViews: @unchecked Sendable {
    /// The Swift files of the project, searched for where the view is made.
    private let files: [ProjectFile]
    /// The project's names for a screen length (`screenWidth`, `kScreenW`): its screen helpers.
    private let screenNames: Set<String>
    /// Those names, searched for in the bytes of a file before it is lexed.
    private let screenNameSearch: WordSearch
    /// The files the project has lexed already, by path.
    private let lexed: [String: SourceModel]
    private let lock = DispatchSemaphore(value: 1)
    private var sites: [String: String?] = [:]

    init(files: [ProjectFile], screenNames: Set<String>, lexed: [String: SourceModel] = [:]) {
        self.files = files.filter { $0.path.hasSuffix(".swift") }
        self.screenNames = screenNames
        screenNameSearch = WordSearch((screenNames.sorted() + ["UIScreen", "UIViewRepresentable"]).map { Array($0.utf8) })
        self.lexed = lexed
    }

    /// `path:line` of a statement that makes a view of type `type` (its last name component)
    /// with a share of the screen's length, or nil where none does.
    func site(sizing type: String) -> String? {
        lock.wait()
        let known = sites[type]
        lock.signal()
        if let known { return known }
        let found = search(type)
        lock.wait()
        sites[type] = found
        lock.signal()
        return found
    }

    /// Follows `type` through the representables that make it, at most a few wrappers deep.
    private func search(_ type: String) -> String? {
        var pending = [type], searched: Set<String> = []
        while let name = pending.popLast(), searched.count < 4 {
            guard searched.insert(name).inserted else { continue }
            // Only a file that reads the screen or makes a representable can size the view from it.
            for file in files where ByteScan.containsWord(file.bytes, name) && screenNameSearch.matches(file.bytes) {
                let model = lexed[file.path] ?? SourceModel(file: SyntaxFile(path: file.path, source: file.source))
                var statements = SharedStatements(model: model)
                let local = Self.screenBoundNames(in: model, statements: &statements).union(screenNames)
                for index in model.file.identifierTokens(spelled: [name]) where Self.isConstruction(index, in: model.file) {
                    if let wrapper = Self.representable(around: index, in: model) {
                        pending.append(wrapper)
                    } else if let line = sizingLine(index, model: model, statements: &statements, names: local) {
                        return "\(file.path):\(line)"
                    }
                }
            }
        }
        return nil
    }

    /// The line of the statement that makes the view at `index` with a share of the screen, or
    /// of a later statement of the same block that sets the frame of the local or property it is
    /// kept in (`card.frame = …`).
    private func sizingLine(_ index: Int, model: SourceModel, statements: inout SharedStatements,
                            names: Set<String>) -> Int? {
        let file = model.file
        guard let range = statements.statementRange(at: index, inSwiftUI: true) else { return nil }
        if Self.sharesScreen(range, in: file, names: names) { return file.location(range.lowerBound).line }
        guard let kept = Self.keptName(before: index, in: range, file: file),
              let block = model.enclosingBrace(before: index), let close = model.brackets.match(block) else { return nil }
        for mention in file.identifierTokens(spelled: [kept]) where mention > range.upperBound && mention < close {
            guard let dot = file.next(after: mention), file.punctuation(dot, "."), let member = file.next(after: dot),
                  ["frame", "bounds"].contains(file.text(member)),
                  let assigned = statements.statementRange(at: mention, inSwiftUI: false),
                  Self.sharesScreen(assigned, in: file, names: names) else { continue }
            return file.location(mention).line
        }
        return nil
    }

    /// `Name(`, `Name {`, `Name.init(`: a value made, not a declaration or a type annotation.
    private static func isConstruction(_ index: Int, in file: SyntaxFile) -> Bool {
        guard let next = file.next(after: index) else { return false }
        if let before = file.previous(before: index),
           ["class", "struct", "enum", "extension", "protocol", "typealias"].contains(where: { file.keyword(before, $0) }) {
            return false
        }
        if file.punctuation(next, "(") || file.punctuation(next, "{") { return true }
        guard file.punctuation(next, "."), let member = file.next(after: next), file.text(member) == "init" else { return false }
        return true
    }

    /// The name of the `UIViewRepresentable` whose code makes the view at `index`, if any.
    private static func representable(around index: Int, in model: SourceModel) -> String? {
        guard let type = model.context(at: index).type, type.inherited.contains("UIViewRepresentable") else { return nil }
        return TypeIndex.lastComponent(type.name)
    }

    /// `card` in `let card = CardView()`, `card = CardView()` or `self.card = CardView()`.
    private static func keptName(before index: Int, in range: ClosedRange<Int>, file: SyntaxFile) -> String? {
        guard let equals = file.previous(before: index), file.token(equals, is: "="),
              let name = file.previous(before: equals), name >= range.lowerBound,
              file.tokens[name].kind == .identifier else { return nil }
        return file.text(name)
    }

    /// Whether a screen length in `range` is multiplied or divided: `UIScreen.main.bounds.width * 0.5`,
    /// `screenWidth / 3`, `0.8 * UIScreen.main.bounds.size.height`.
    private static func sharesScreen(_ range: ClosedRange<Int>, in file: SyntaxFile, names: Set<String>) -> Bool {
        var index = range.lowerBound
        while index <= range.upperBound {
            defer { index += 1 }
            guard file.tokens[index].kind == .identifier else { continue }
            let isRead = file.identifier(index, "UIScreen") ? isMainScreen(after: index, in: file) : names.contains(file.text(index))
            guard isRead else { continue }
            var end = index
            while let dot = file.next(after: end), file.punctuation(dot, "."), let member = file.next(after: dot),
                  file.tokens[member].kind == .identifier {
                end = member
            }
            let operators = [file.previous(before: index), file.next(after: end)].compactMap { $0 }
            if operators.contains(where: { file.token($0, is: "*") || file.token($0, is: "/") }) { return true }
            index = end
        }
        return false
    }

    private static func isMainScreen(after index: Int, in file: SyntaxFile) -> Bool {
        guard let dot = file.next(after: index), file.punctuation(dot, "."), let member = file.next(after: dot) else { return false }
        return ["main", "mainScreen"].contains(file.text(member))
    }

    /// The names a file binds to a screen read: `let screenWidth = UIScreen.main.bounds.width`,
    /// as a local or a property.
    private static func screenBoundNames(in model: SourceModel, statements: inout SharedStatements) -> Set<String> {
        let file = model.file
        var found: Set<String> = []
        for index in file.identifierTokens(spelled: ["UIScreen"]) where isMainScreen(after: index, in: file) {
            guard let range = statements.statementRange(at: index, inSwiftUI: false) else { continue }
            var cursor = range.lowerBound
            while cursor < index, !(file.keyword(cursor, "let") || file.keyword(cursor, "var")) { cursor += 1 }
            guard cursor < index, let name = file.next(after: cursor), file.tokens[name].kind == .identifier,
                  let after = file.next(after: name), file.token(after, is: "=") || file.punctuation(after, ":") else { continue }
            found.insert(file.text(name))
        }
        return found
    }
}
