import SwiftLexer
import SourceModel
import RuleLanguage

/// The calls of the project's screen helpers: a note at each, matched to the helper it calls.
extension MigrationProject {
    /// Note findings at each call of a screen helper: `UIScreen.width`, `.screenWidth`,
    /// `UIDevice.current.screenScale`, `screenWidth()`.
    static func helperCallSites(in model: SourceModel, calls: HelperCalls, index typeIndex: TypeIndex) -> [Finding] {
        guard !calls.isEmpty else { return [] }
        let file = model.file
        var notes: [Finding] = []
        // In test code the call sizes a fixture: its own category, which --exclude-tests drops.
        let isTest = TestCode.contains(model.file)
        // Per type (its keyword's token), the kind of code its call sites are in: told once.
        var kinds: [Int: HelperCallSite.Kind] = [:]
        let spellings = calls.spellings(in: file)
        let ownMembers = spellings.isEmpty ? [] : privateMembers(in: model)
        for (index, candidates) in spellings {
            guard let (helper, start) = callSite(of: candidates, at: index, model: model),
                  helper.region.map({ $0.path == file.path && $0.offsets.contains(file.tokens[start].offset) }) ?? true,
                  helper.location.hasPrefix(file.path + ":")
                    || !ownMembers.contains(TypeIndex.lastComponent(helper.owner) + "." + file.text(index))
            else { continue }
            let (line, column) = file.location(start)
            if !isTest {
                var note = callSiteNote(helper, line: line, column: column, offset: file.tokens[start].offset)
                note.need = .parameter
                note.helperCall = HelperCallSite(definition: helper.location, value: helper.value,
                                                 kind: callSiteKind(at: start, in: model, index: typeIndex, known: &kinds),
                                                 storedIn: storedValueName(at: start, in: model), builds: helper.builds)
                notes.append(note)
                continue
            }
            var note = Finding(
                ruleID: HelperNotes.testRule, line: line, column: column, offset: file.tokens[start].offset, severity: .note,
                message: "test code: uses \(helper.spelled), which reads UIScreen.main (\(helper.location)), the simulator's screen",
                suggestion: "give the fixture the explicit size the test means, or leave tests out with --exclude-tests")
            note.need = .tests
            note.helperCall = HelperCallSite(definition: helper.location, value: helper.value, kind: .other, builds: helper.builds)
            notes.append(note)
        }
        return notes
    }

    /// The global or static stored property whose initial value holds the token at `index`, if any.
    static func storedValueName(at index: Int, in model: SourceModel) -> String? {
        let context = model.context(at: index)
        guard context.placement == .topLevel || context.placement == .static, let member = context.member,
              let property = model.scopes[member].propertyDeclaration, property.accessors == nil,
              let initializer = property.initializer, initializer.contains(index), let name = property.names.first else { return nil }
        return context.placement == .static ? context.type.map { "\($0.name).\(name)" } ?? name : name
    }

    /// The note at one call of `helper`, kept where the helper itself has no finding to gather it.
    private static func callSiteNote(_ helper: ScreenHelper, line: Int, column: Int, offset: Int) -> Finding {
        Finding(ruleID: "screen-helper", line: line, column: column, offset: offset, severity: .note,
                message: helper.anchor.isMainScreen
                    ? "uses \(helper.spelled), which reads UIScreen.main (\(helper.location)); the value here is the main screen's, not this view's"
                    : "uses \(helper.spelled), which reads \(helper.anchor) (\(helper.location)); the value is the app's or the device's, not necessarily this view's scene's",
                suggestion: helper.anchor.isMainScreen
                    ? "read the value from this call site's own context (bounds, traitCollection.displayScale) and retire the helper"
                    : "read the value from this call site's own view, window scene or trait collection and retire the helper")
    }

    /// Which helper the identifier at `index` calls, and the token the call starts at.
    static func callSite(of candidates: CallCandidates, at index: Int, model: SourceModel) -> (ScreenHelper, Int)? {
        let file = model.file
        guard let dot = file.previous(before: index), file.punctuation(dot, ".") else {
            return globalCall(candidates, at: index, model: model).map { ($0, index) }
        }
        return callee(candidates, dot: dot, model: model)
    }

    /// A bare `screenWidth()` or `kScreenWidth` naming a global helper: not a declaration, an
    /// argument label, or a local or member of the enclosing type of the same name.
    static func globalCall(_ candidates: CallCandidates, at index: Int, model: SourceModel) -> ScreenHelper? {
        let file = model.file
        guard let helper = candidates.firstGlobal else { return nil }
        if let before = file.previous(before: index), file.keyword(before, "func") || file.keyword(before, "let")
            || file.keyword(before, "var") || file.keyword(before, "case") {
            return nil
        }
        let next = file.next(after: index)
        if let next, file.punctuation(next, ":") { return nil }
        if helper.isFunction, !(next.map { file.punctuation($0, "(") } ?? false) { return nil }
        // A type's own `height` (a struct's `let height`, a view's `@State var width`) hides the global.
        if model.isShadowed(helper.name, at: index) || model.enclosingTypeDeclares(helper.name, around: index) { return nil }
        return helper
    }

    /// Which helper `Owner.name`, `Owner.current.name` or an implicit `.name` calls, and the token
    /// the call starts at.
    static func callee(_ candidates: CallCandidates, dot: Int, model: SourceModel) -> (ScreenHelper, Int)? {
        let file = model.file
        // `self.screenHeight` in the helper's own type or an extension of it (a protocol
        // extension's member counts as global: it is called bare in conforming types).
        if let before = file.previous(before: dot), file.keyword(before, "self"), let type = model.context(at: dot).type {
            let name = TypeIndex.lastComponent(type.name)
            let global = candidates.firstGlobal.flatMap { TypeIndex.lastComponent($0.owner) == name ? $0 : nil }
            return (global ?? candidates.membersByOwner[name]?.first).map { ($0, before) }
        }
        guard let firstMember = candidates.firstMember else { return nil }
        guard let before = file.previous(before: dot) else { return (firstMember, dot) }
        if let owned = candidates.membersByOwner[file.text(before)] {
            return owned.first { reachesNestedOwner($0, at: before, model: model) }.map { ($0, before) }
        }
        // `24.adjusted`, `0.5.scaled`: a helper called on a literal, which has its default type
        // there (Int, Double) when that type has the helper.
        if file.tokens[before].kind == .number {
            let isInteger = file.text(before).allSatisfy { $0.isNumber || $0 == "_" }
            let owners = isInteger ? ["Int", "CGFloat", "Double", "Float"] : ["Double", "CGFloat", "Float"]
            if let helper = owners.lazy.compactMap({ candidates.membersByOwner[$0]?.first }).first { return (helper, before) }
        }
        // An instance helper reached through the owner's shared instance: `UIDevice.current.screenScale`,
        // `UIScreen.main.isCompact`.
        if file.tokens[before].kind == .identifier, let link = file.previous(before: before), file.punctuation(link, "."),
           let root = file.previous(before: link), let helper = candidates.membersByOwner[file.text(root)]?.first {
            return (helper, root)
        }
        // `.screenWidth` as an implicit member: the dot follows an operator or an opening token.
        return file.startsImplicitMember(dot) ? candidates.firstStaticExtensionMember.map { ($0, dot) } : nil
    }

    /// Whether `Layout` at `index` names the helper's owner when that is a nested type
    /// (`PollCell.Layout`): spelled after its parent (`PollCell.Layout`), or written inside the
    /// parent, where the bare name means the parent's own. Another cell's `Layout.height` is not it.
    static func reachesNestedOwner(_ helper: ScreenHelper, at index: Int, model: SourceModel) -> Bool {
        let components = helper.owner.split(separator: ".")
        guard components.count > 1 else { return true }
        let parent = components.dropLast().joined(separator: ".")
        let file = model.file
        if let dot = file.previous(before: index), file.punctuation(dot, "."), let outer = file.previous(before: dot) {
            return file.text(outer) == String(components[components.count - 2])
        }
        guard let type = model.context(at: index).type?.qualifiedName else { return false }
        return type == parent || type.hasPrefix(parent + ".")
    }
}
