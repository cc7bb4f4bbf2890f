import Dispatch
import SourceModel

/// View controllers whose root view the project places by hand: added to a window or another
/// view (`window.addSubview(player.view)`), sized (`menu.view.frame = …`) or pinned to its
/// superview (`vc.view.leadingToSuperview()`, `view.snp.makeConstraints`), by whoever holds
/// the controller or by the controller itself. UIKit sizes the view of a controller it shows (a
/// window's root, pushed, presented, a tab); a view placed by hand is as large as the code that
/// places it makes it, a share of the screen or a box the controller sizes itself, so its
/// bounds prove no container the screen's size can be swapped for.
///
/// Answered per family of types (a controller, its project superclasses and subclasses: a
/// reference of any of them may hold it) on first ask, and shared by every file's analysis.
final class HandPlacedControllers: @unchecked Sendable {
    /// A statement that places a controller's view by hand.
    struct Site: Sendable {
        var path: String
        var line: Int
        var described: String { "\(path):\(line)" }
    }

    private let files: [ProjectFile]
    private let models: ModelCache
    private let lock = DispatchSemaphore(value: 1)
    private var sites: [[String]: Site?] = [:]
    /// The files' capitalised words, indexed on the first ask: each family's search then reads
    /// only the files that spell one of its names.
    private var words: CapitalisedWords?

    /// Members of a view that set how large it is when assigned (`frame`, `bounds.size`); pinning
    /// calls (`leadingToSuperview()`, `snp`, `topAnchor.constraint(…)`) place it too. Moving it
    /// (`center`, `frame.origin`) does not: a controller that slides its own view up over the
    /// keyboard keeps the size UIKit gave it. Nor does its `autoresizingMask`, which says how it
    /// follows a superview that resizes, not how large it is.
    private static let sizingProperties: Set<String> = ["frame", "bounds"]

    init(files: [ProjectFile], models: ModelCache = ModelCache()) {
        self.files = files.filter { $0.path.hasSuffix(".swift") }
        self.models = models
    }

    /// The first place the view of a controller of one of `family` (last name components) is
    /// placed by hand, if any.
    func site(family: Set<String>) -> Site? {
        let key = family.sorted()
        lock.wait()
        let known = sites[key]
        if words == nil { words = CapitalisedWords(files.map(\.bytes)) }
        let index = words
        lock.signal()
        if let known { return known }
        let positions = Set(key.flatMap { index?.files(spelling: $0) ?? [] }).sorted()
        let found = positions.lazy.map { self.files[$0] }
            .filter { file in
                // A family's own code may place its `view`; other code only `x.view` of a family member.
                Self.spellsOutsideSuperclassClause(file.bytes, names: key)
                    && Self.mayPlace(file.bytes, memberOnly: !Self.declaresOrExtends(file.bytes, names: key))
            }
            .compactMap { self.firstPlacement(in: self.models.model(of: $0), family: family) }
            .first
        lock.wait()
        sites[key] = .some(found)
        lock.signal()
        return found
    }

    /// The first `view` in `model` that belongs to a controller of `family` and is placed there.
    private func firstPlacement(in model: SourceModel, family: Set<String>) -> Site? {
        let file = model.file
        for index in file.identifierTokens(spelled: ["view"]) where ownedByFamily(index, in: model, family: family) {
            if Self.isInserted(index, in: model) || Self.isPlaced(index, in: file) {
                return Site(path: file.path, line: file.location(index).line)
            }
        }
        return nil
    }

    /// Whether `view` at `index` is the root view of a controller of `family`: `x.view` where
    /// `x`'s declared type is one of them, or `view` / `self.view` in such a controller's code.
    private func ownedByFamily(_ index: Int, in model: SourceModel, family: Set<String>) -> Bool {
        let file = model.file
        guard let dot = file.previous(before: index), file.punctuation(dot, ".") else {
            return inFamilyCode(index, in: model, family: family) && !isLocalView(index, in: model)
        }
        guard var receiver = file.previous(before: dot) else { return false }
        if file.token(receiver, is: "?") || file.token(receiver, is: "!"), let unwrapped = file.previous(before: receiver) {
            receiver = unwrapped
        }
        if file.keyword(receiver, "self") { return inFamilyCode(index, in: model, family: family) }
        guard file.tokens[receiver].kind == .identifier, let type = model.receiverType(endingAt: receiver) else { return false }
        return family.contains(TypeIndex.lastComponent(type))
    }

    private func inFamilyCode(_ index: Int, in model: SourceModel, family: Set<String>) -> Bool {
        model.context(at: index).type.map { family.contains(TypeIndex.lastComponent($0.name)) } ?? false
    }

    /// Whether a bare `view` is a parameter or local of the member it is in, not the controller's.
    private func isLocalView(_ index: Int, in model: SourceModel) -> Bool {
        let context = model.context(at: index)
        guard let member = context.member else { return false }
        return context.chain.contains { model.scopes[$0].functionDeclaration?.parameters.contains { $0.name == "view" } == true }
            || context.closures.contains { $0.parameters.contains("view") }
            || model.isShadowed("view", at: index, after: model.scopes[member].range.lowerBound)
    }

    /// `addSubview(x.view)`, `window.insertSubview(view, at: 0)`: the view is the argument.
    private static func isInserted(_ index: Int, in model: SourceModel) -> Bool {
        let file = model.file
        guard let after = file.next(after: index), file.punctuation(after, ")") || file.punctuation(after, ","),
              let open = model.enclosingOpener(of: index), file.punctuation(open, "("),
              let callee = file.previous(before: open) else { return false }
        return DetachedViews.insertions.contains(file.text(callee))
    }

    /// `x.view.frame = …`, `view.frame.size.height -= …`, `x.view.leadingToSuperview()`,
    /// `view.snp.makeConstraints { … }`, `x.view.topAnchor.constraint(…)`.
    private static func isPlaced(_ index: Int, in file: SyntaxFile) -> Bool {
        guard let dot = file.next(after: index), file.punctuation(dot, "."), let member = file.next(after: dot),
              file.tokens[member].kind == .identifier else { return false }
        let name = file.text(member)
        if name.hasSuffix("ToSuperview") || name.hasSuffix("ToSuperviewEdges") { return true }
        // `view.snp.makeConstraints { … }` pins the view; `view.snp.right` is another view's target.
        if name == "snp" {
            guard let next = file.next(after: member), file.punctuation(next, "."), let call = file.next(after: next) else { return false }
            return ["makeConstraints", "remakeConstraints", "updateConstraints"].contains(file.text(call))
        }
        if name.hasSuffix("Anchor") {
            guard let next = file.next(after: member), file.punctuation(next, "."), let call = file.next(after: next) else { return false }
            return file.text(call) == "constraint"
        }
        guard sizingProperties.contains(name) else { return false }
        var path = [name]
        var cursor = member
        while let next = file.next(after: cursor), file.punctuation(next, "."), let inner = file.next(after: next),
              file.tokens[inner].kind == .identifier {
            cursor = inner
            path.append(file.text(inner))
        }
        // Moving the view (`frame.origin.y -= keyboardHeight`) leaves its size to whoever set it.
        guard path.count < 2 || path[1] != "origin", let operation = file.next(after: cursor) else { return false }
        return ["=", "+=", "-=", "*=", "/="].contains(file.text(operation))
    }
}
