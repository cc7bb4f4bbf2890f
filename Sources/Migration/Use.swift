import SwiftLexer
import SourceModel

/// One use of UIKit's `UIScreen.main` in code.
public struct Use: Sendable, Equatable {
    /// How the use is spelled.
    public enum Form: String, Sendable, Equatable {
        /// `UIScreen.main` or `UIKit.UIScreen.main`.
        case explicit
        /// `main` or `Self.main` inside `extension UIScreen`.
        case implicit
        /// `UIScreen.mainScreen()` or `UIScreen.main()`.
        case legacy
    }

    /// How it is spelled.
    public var form: Form
    /// Token index of its first token (`UIKit`, `UIScreen`, `Self` or `main`).
    public var first: Int
    /// Token index of `UIScreen` or `Self`, if spelled.
    public var designator: Int?
    /// Token index of `main` (or `mainScreen`).
    public var main: Int
}

extension SourceModel {
    /// Every use of UIKit's `UIScreen.main` in code, in file order. Comments and literal
    /// string text are never uses; interpolated code is.
    public func screenUses() -> [Use] {
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
            if let use = isScreen ? explicitUse(at: index) : implicitUse(at: index) { uses.append(use) }
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
    /// account: inside `enum Design { struct UIScreen … }` and its extensions, `UIScreen.main`
    /// is `Design.UIScreen.main`.
    public func screenUses(in index: TypeIndex) -> [Use] {
        let nesting = index.typesNestingUIScreen
        guard !nesting.isEmpty else { return screenUses() }
        return screenUses().filter { use in
            guard let type = context(at: use.first).type else { return true }
            let qualified = (type.outerTypes + [type.name]).joined(separator: ".")
            return !nesting.contains { qualified == $0 || qualified.hasPrefix($0 + ".") }
        }
    }
}
