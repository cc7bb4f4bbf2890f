import Dispatch
import SourceModel

/// The project's views whose own size is set from the screen: `PlayerView(…).frame(width:
/// screenWidth * 0.5)` in SwiftUI (through the `UIViewRepresentable` that makes the view),
/// `CardView(frame: UIScreen.main.bounds)` or `card.frame = …` in UIKit, or the view's own
/// `frame = UIScreen.main.bounds`. Such a view's bounds stand for the screen only through that
/// line: its layout reading `bounds` in the screen's place is proven only once that line reads
/// the container too (and where it is a share of the screen, the layout measures in screens, so
/// `bounds` would shrink everything it lays out by that share).
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
    /// The files' models, shared with the project's other searches.
    private let models: ModelCache
    private let lock = DispatchSemaphore(value: 1)
    private var sites: [String: [Site]] = [:]
    /// The files that read the screen or make a representable, with the capitalised words each
    /// spells: found by one byte pass on the first ask, so that each type's search then reads
    /// only the files that spell its name.
    private var candidates: (files: [ProjectFile], words: CapitalisedWords)?

    /// A statement that sizes a view from the screen.
    struct Site: Sendable {
        var path: String
        var line: Int
        var described: String { "\(path):\(line)" }
    }

    /// At most this many sites are kept per type: enough to name one other than the use's own.
    private static let kept = 2

    init(files: [ProjectFile], screenNames: Set<String>, models: ModelCache = ModelCache()) {
        self.files = files.filter { $0.path.hasSuffix(".swift") }
        self.screenNames = screenNames
        screenNameSearch = WordSearch((screenNames.sorted() + ["UIScreen", "UIViewRepresentable"]).map { Array($0.utf8) })
        self.models = models
    }

    /// A statement that sizes a view of type `type` (its last name component) from the screen,
    /// other than one in `path` on `lines` (the use's own statement, which the rewrite migrates).
    func site(sizing type: String, except path: String, lines: ClosedRange<Int>) -> Site? {
        lock.wait()
        let known = sites[type]
        if candidates == nil {
            let search = screenNameSearch
            let found = zip(files, concurrentMap(files) { search.matches($0.bytes) }).filter(\.1).map(\.0)
            candidates = (found, CapitalisedWords(found.map(\.bytes)))
        }
        lock.signal()
        let found = known ?? search(type)
        if known == nil {
            lock.wait()
            sites[type] = found
            lock.signal()
        }
        return found.first { $0.path != path || !lines.contains($0.line) }
    }

    /// Follows `type` through the representables that make it, at most a few wrappers deep.
    private func search(_ type: String) -> [Site] {
        var pending = [type], searched: Set<String> = [], found: [Site] = []
        while let name = pending.popLast(), searched.count < 4 {
            guard searched.insert(name).inserted else { continue }
            // Only a file that reads the screen or makes a representable can size the view from it.
            lock.wait()
            let known = candidates
            lock.signal()
            guard let known else { return found }
            for position in known.words.files(spelling: name) where ByteScan.containsWord(known.files[position].bytes, name) {
                let candidate = known.files[position]
                let model = models.model(of: candidate), file = model.file
                var statements = SharedStatements(model: model)
                let local = ScreenNames(project: screenNames, bound: Self.screenBoundNames(in: model, statements: &statements))
                if name == type, let line = ownSizingLine(of: type, model: model, statements: &statements, names: local) {
                    found.append(Site(path: file.path, line: line))
                }
                for index in model.file.identifierTokens(spelled: [name]) where Self.isConstruction(index, in: model.file) {
                    if let wrapper = Self.representable(around: index, in: model) {
                        pending.append(wrapper)
                    } else if let line = sizingLine(index, model: model, statements: &statements, names: local) {
                        found.append(Site(path: file.path, line: line))
                    }
                    if found.count >= Self.kept { return found }
                }
                if found.count >= Self.kept { return found }
            }
        }
        return found
    }

    /// The line of a statement in `type`'s own code that sets its frame or bounds from the screen
    /// (`frame = UIScreen.main.bounds`, `self.frame.size.width = screenWidth`).
    private func ownSizingLine(of type: String, model: SourceModel, statements: inout SharedStatements,
                               names: ScreenNames) -> Int? {
        let file = model.file
        for index in file.identifierTokens(spelled: ["frame", "bounds"]) {
            guard let owner = model.context(at: index).type, TypeIndex.lastComponent(owner.name) == type,
                  Self.isOwnGeometryTarget(index, in: file),
                  let range = statements.statementRange(at: index, inSwiftUI: false), range.lowerBound == Self.chainStart(index, file),
                  Self.readsScreen(range, in: file, names: names) else { continue }
            return file.location(index).line
        }
        return nil
    }

    /// `frame` or `bounds` as the view's own, assigned: `frame = …`, `self.frame.size = …`.
    private static func isOwnGeometryTarget(_ index: Int, in file: SyntaxFile) -> Bool {
        if let dot = file.previous(before: index), file.punctuation(dot, ".") {
            guard let receiver = file.previous(before: dot), file.keyword(receiver, "self") else { return false }
        }
        var cursor = index
        while let next = file.next(after: cursor), file.punctuation(next, "."), let member = file.next(after: next),
              file.tokens[member].kind == .identifier {
            cursor = member
        }
        return file.next(after: cursor).map { file.token($0, is: "=") } ?? false
    }

    /// The first token of `self.frame…` or `frame…`.
    private static func chainStart(_ index: Int, _ file: SyntaxFile) -> Int {
        guard let dot = file.previous(before: index), file.punctuation(dot, "."), let receiver = file.previous(before: dot) else { return index }
        return receiver
    }

    /// The line of the statement that makes the view at `index` from the screen, or
    /// of a later statement of the same block that sets the frame of the local or property it is
    /// kept in (`card.frame = …`).
    private func sizingLine(_ index: Int, model: SourceModel, statements: inout SharedStatements,
                            names: ScreenNames) -> Int? {
        let file = model.file
        guard let range = statements.statementRange(at: index, inSwiftUI: true) else { return nil }
        if Self.readsScreen(range, in: file, names: names) { return file.location(range.lowerBound).line }
        guard let kept = Self.keptName(before: index, in: range, file: file),
              let block = model.enclosingBrace(before: index), let close = model.brackets.match(block) else { return nil }
        for mention in file.identifierTokens(spelled: [kept]) where mention > range.upperBound && mention < close {
            guard let dot = file.next(after: mention), file.punctuation(dot, "."), let member = file.next(after: dot),
                  ["frame", "bounds"].contains(file.text(member)),
                  let assigned = statements.statementRange(at: mention, inSwiftUI: false),
                  Self.readsScreen(assigned, in: file, names: names) else { continue }
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

    /// `card` in `let card = CardView()`, `var card: CardView = CardView()`, `card = CardView()`
    /// or `self.card = CardView()`.
    private static func keptName(before index: Int, in range: ClosedRange<Int>, file: SyntaxFile) -> String? {
        guard let equals = file.previous(before: index), file.token(equals, is: "="),
              var name = file.previous(before: equals), name >= range.lowerBound,
              file.tokens[name].kind == .identifier else { return nil }
        // `var card: CardView = CardView()`: the name is the one before the type annotation.
        if let colon = file.previous(before: name), file.punctuation(colon, ":"), let bound = file.previous(before: colon),
           file.tokens[bound].kind == .identifier {
            name = bound
        }
        return file.text(name)
    }

    /// The names that stand for a screen length in one file: the project's screen helpers, and the
    /// file's own bindings of a screen read, each only inside the braces that bind it.
    private struct ScreenNames {
        var project: Set<String>
        /// A bound name, with the token ranges of the blocks its bindings are visible in.
        var bound: [String: [ClosedRange<Int>]]

        func names(_ name: String, at index: Int) -> Bool {
            project.contains(name) || (bound[name]?.contains { $0.contains(index) } ?? false)
        }
    }

    /// Whether `range` reads the screen: `UIScreen.main…`, or one of the names that stand for a
    /// screen length there (`screenWidth`, a local bound to the screen).
    private static func readsScreen(_ range: ClosedRange<Int>, in file: SyntaxFile, names: ScreenNames) -> Bool {
        range.contains { index in
            guard file.tokens[index].kind == .identifier else { return false }
            if file.identifier(index, "UIScreen") { return isMainScreen(after: index, in: file) }
            // A member of another value (`view.bounds.width`) or an argument label (`width:`) is no
            // read of a name; `self.screenWidth` is.
            if let dot = file.previous(before: index), file.punctuation(dot, "."),
               !(file.previous(before: dot).map { file.keyword($0, "self") } ?? false) { return false }
            return names.names(file.text(index), at: index) && !(file.next(after: index).map { file.punctuation($0, ":") } ?? false)
        }
    }

    private static func isMainScreen(after index: Int, in file: SyntaxFile) -> Bool {
        guard let dot = file.next(after: index), file.punctuation(dot, "."), let member = file.next(after: dot) else { return false }
        return ["main", "mainScreen"].contains(file.text(member))
    }

    /// The names a file binds to a screen read (`let screenWidth = UIScreen.main.bounds.width`, as
    /// a local or a property), each with the block it is bound in (the whole file at the top level).
    private static func screenBoundNames(in model: SourceModel, statements: inout SharedStatements) -> [String: [ClosedRange<Int>]] {
        let file = model.file
        var found: [String: [ClosedRange<Int>]] = [:]
        for index in file.identifierTokens(spelled: ["UIScreen"]) where isMainScreen(after: index, in: file) {
            guard let range = statements.statementRange(at: index, inSwiftUI: false),
                  let name = file.boundName(in: range, before: index),
                  let after = file.next(after: name), file.token(after, is: "=") || file.punctuation(after, ":") else { continue }
            let block = model.enclosingBrace(before: name).flatMap { open in model.brackets.match(open).map { open...$0 } }
            found[file.text(name), default: []].append(block ?? 0...max(file.tokens.count - 1, 0))
        }
        return found
    }
}
