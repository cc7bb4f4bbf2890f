import SwiftLexer
import SourceModel
import RuleLanguage

/// One use in code of an API rules are anchored on: UIKit's `UIScreen.main`, or another such as
/// `UIApplication.shared.keyWindow`.
public struct Use: Sendable, Equatable {
    /// How the use is spelled.
    public enum Form: String, Sendable, Equatable {
        /// `UIScreen.main` or `UIKit.UIScreen.main`.
        case explicit
        /// `main` or `Self.main` inside `extension UIScreen`.
        case implicit
        /// `UIScreen.mainScreen()` or `UIScreen.main()`.
        case legacy
        /// A bare `.main` where the context's type is `UIScreen` (`window?.screen ?? .main`).
        case contextual
    }

    /// How it is spelled.
    public var form: Form
    /// Token index of its first token (`UIKit`, `UIScreen`, `Self` or `main`).
    public var first: Int
    /// Token index of `UIScreen` or `Self`, if spelled.
    public var designator: Int?
    /// Token index of `main` (or `mainScreen`); for another anchor, of its last name (`keyWindow`).
    public var main: Int
    /// The API used; `UIScreen.main` unless a rule names another.
    public var anchor: Anchor = .mainScreen
}

extension SourceModel {
    /// Every use of UIKit's `UIScreen.main` in code, in file order. Comments and literal
    /// string text are never uses; interpolated code is. `screenParameters` names the project's
    /// functions with a `UIScreen` parameter (`show(on:)`), where a `.main` argument is a use.
    public func screenUses(screenParameters: Set<String> = []) -> [Use] {
        // A use starts at an identifier spelled `UIScreen` or `main`. Rather than compare every
        // token, the bytes are searched for both words and each hit is looked up among the
        // tokens: only a hit that is a whole identifier token counts (not one inside a
        // comment, a string or a longer name).
        let bytes = file.source.bytes
        let screens = ByteScan.occurrences(of: Array("UIScreen".utf8), in: bytes)
        let mains = ByteScan.occurrences(of: Array("main".utf8), in: bytes)
        var uses: [Use] = []
        var nextScreen = 0, nextMain = 0
        while nextScreen < screens.count || nextMain < mains.count {
            let isScreen = nextMain == mains.count || (nextScreen < screens.count && screens[nextScreen] < mains[nextMain])
            let offset = isScreen ? screens[nextScreen] : mains[nextMain]
            if isScreen { nextScreen += 1 } else { nextMain += 1 }
            let index = file.tokenIndex(at: offset)
            let token = file.tokens[index]
            guard token.offset == offset, token.kind == .identifier, token.length == (isScreen ? 8 : 4) else { continue }
            let use = isScreen ? explicitUse(at: index)
                : implicitUse(at: index) ?? contextualUse(at: index, screenParameters: screenParameters)
            if let use { uses.append(use) }
        }
        return uses
    }

    func explicitUse(at index: Int) -> Use? {
        guard let dot = file.next(after: index), file.punctuation(dot, "."),
              let member = file.next(after: dot), file.tokens[member].kind == .identifier else { return nil }
        var first = index
        if let before = file.previous(before: index), file.punctuation(before, ".") {
            // Only UIKit's own module prefix; `Other.UIScreen` is somebody else's type.
            guard let module = file.previous(before: before), file.identifier(module, "UIKit") else { return nil }
            first = module
        }
        if file.token(member, is: "mainScreen") {
            return Use(form: .legacy, first: first, designator: index, main: member)
        }
        guard file.token(member, is: "main") else { return nil }
        if let paren = file.next(after: member), file.punctuation(paren, "("), !file.newlineBetween(member, paren) {
            return Use(form: .legacy, first: first, designator: index, main: member)
        }
        return Use(form: .explicit, first: first, designator: index, main: member)
    }

    /// `main.x` or `Self.main.x` inside an extension of UIScreen (`UIScreen.main` is explicit).
    func implicitUse(at index: Int) -> Use? {
        guard let dot = file.next(after: index), file.punctuation(dot, ".") else { return nil }
        guard let type = context(at: index).type, type.kind == .extension,
              type.name == "UIScreen" || type.name == "UIKit.UIScreen" else { return nil }
        if let before = file.previous(before: index), file.punctuation(before, ".") {
            guard let owner = file.previous(before: before),
                  file.keyword(owner, "Self") || file.keyword(owner, "self") else { return nil }
            if file.keyword(owner, "self"), context(at: index).placement != .static { return nil }
            return Use(form: .implicit, first: owner, designator: owner, main: index)
        }
        guard !isShadowed("main", at: index) else { return nil }
        return Use(form: .implicit, first: index, designator: nil, main: index)
    }
}

extension SourceModel {
    /// The uses of UIKit's screen once the project's own nested `UIScreen` types are taken into
    /// account: inside `enum Design { struct UIScreen … }`, `extension Design { … }` and the types
    /// written in them, `UIScreen.main` is `Design.UIScreen.main`. An extension of a nested type
    /// (`extension Design.Card`, `extension Design.UIScreen`) sees its own members and then the
    /// file's names, not `Design`'s: `UIScreen` there is UIKit's.
    public func screenUses(in index: TypeIndex, screenParameters: Set<String> = []) -> [Use] {
        let nesting = index.typesNestingUIScreen
        let uses = screenUses(screenParameters: screenParameters)
        guard !nesting.isEmpty else { return uses }
        return uses.filter { use in
            guard let type = context(at: use.first).type else { return true }
            // The scopes the lookup passes through, innermost last: `Design.Card` written in
            // `extension Design.Card` is one scope; `Card` written in `enum Design` is two.
            let chain = type.outerTypes + [type.name]
            return !chain.indices.contains { nesting.contains(chain[...$0].joined(separator: ".")) }
        }
    }
}

extension SourceModel {
    /// Every use of the `anchors` in code, in file order: `UIScreen.main` as `screenUses(in:)`
    /// finds it, and each other anchor where its last name is an identifier token reached
    /// through its path (`UIApplication . shared . keyWindow`) or, for a member of any receiver,
    /// right after a `.`. A token two anchors share is one use, of the first that confirms it.
    public func uses(of anchors: [Anchor], in index: TypeIndex? = nil, screenParameters: Set<String> = []) -> [Use] {
        let screen = !anchors.contains(.mainScreen) ? []
            : index.map { screenUses(in: $0, screenParameters: screenParameters) } ?? screenUses(screenParameters: screenParameters)
        let others = anchors.filter { !$0.isMainScreen }
        guard !others.isEmpty else { return screen }
        let byWord = Dictionary(grouping: others, by: \.word)
        var found: [Use] = []
        for key in lastNames(of: others) {
            let candidates = byWord[file.text(key)] ?? []
            if let (anchor, first) = candidates.lazy.compactMap({ anchor in
                self.start(of: anchor, endingAt: key).map { (anchor, $0) }
            }).first {
                found.append(Use(form: .explicit, first: first, designator: nil, main: key, anchor: anchor))
            }
        }
        // In order of their first token, as the engine's walk expects (a receiver chain can start
        // before an earlier use's name: `a[UIScreen.main.scale].userInterfaceIdiom`).
        return (screen + found).sorted { ($0.first, $0.main) < ($1.first, $1.main) }
    }

    /// The identifier tokens that may end a use of `anchors`, in file order: a member anchor's
    /// name wherever it is spelled, and a path's last name where its path leads from the type's
    /// name (`UIApplication` `.` `shared` `.` `windows`). The type's name is searched for rather
    /// than the last name: `windows` and `orientation` are in many files, and each word was a pass
    /// over the file.
    private func lastNames(of anchors: [Anchor]) -> [Int] {
        let members = Set(anchors.filter(\.isMember).map(\.word))
        var keys = members.isEmpty ? [] : file.identifierTokens(spelled: members)
        let typed = anchors.filter { !$0.isMember && $0.path.count > 1 }
        let byType = Dictionary(grouping: typed, by: { $0.path[0] })
        for start in file.identifierTokens(spelled: byType.keys) {
            for anchor in byType[file.text(start)] ?? [] {
                if let key = end(of: anchor, startingAt: start) { keys.append(key) }
            }
        }
        return Array(Set(keys)).sorted()
    }

    /// The token of `anchor`'s last name, walking its path forward from its first name at `start`.
    private func end(of anchor: Anchor, startingAt start: Int) -> Int? {
        var position = start
        for name in anchor.path.dropFirst() {
            guard let dot = file.next(after: position), file.punctuation(dot, "."),
                  let next = file.next(after: dot), file.text(next) == name,
                  file.tokens[next].kind == .identifier || file.tokens[next].kind == .keyword else { return nil }
            position = next
        }
        return file.tokens[position].kind == .identifier ? position : nil
    }

    /// The first token of `anchor`'s path ending at the identifier `key`, walking back over `.`
    /// and names; nil where the path is not there. A member of any receiver starts at the start
    /// of its receiver chain (`traitCollection` in `traitCollection.userInterfaceIdiom`).
    func start(of anchor: Anchor, endingAt key: Int) -> Int? {
        var position = key
        for name in anchor.path.dropLast().reversed() {
            guard let dot = file.previous(before: position), file.punctuation(dot, ".") else { return nil }
            if name.isEmpty { return receiverStart(before: dot) ?? dot }
            guard let owner = file.previous(before: dot), file.text(owner) == name,
                  file.tokens[owner].kind == .identifier || file.tokens[owner].kind == .keyword else { return nil }
            position = owner
        }
        // `Other.UIApplication.shared` is somebody else's type; `UIKit.UIApplication` is UIKit's.
        if let dot = file.previous(before: position), file.punctuation(dot, ".") {
            guard let module = file.previous(before: dot), file.identifier(module, "UIKit") else { return nil }
            return module
        }
        return position
    }

    /// The first token of the `a.b?.c` chain whose last link ends before `dot`: names, `self`,
    /// `?`, `!` and `.`, no calls or subscripts (those stay out of a finding's position).
    func receiverStart(before dot: Int) -> Int? {
        var start: Int?
        var position = dot
        while let previous = file.previous(before: position) {
            let token = file.tokens[previous]
            if token.kind == .identifier || file.keyword(previous, "self") {
                start = previous
                guard let link = file.previous(before: previous), file.punctuation(link, ".") else { break }
                position = link
            } else if token.kind == .operator, file.token(previous, is: "?") || file.token(previous, is: "!") {
                position = previous
            } else {
                break
            }
        }
        return start
    }
}
