import RuleLanguage
import SourceModel

/// Where a view's or view controller's stored property, set from the main screen, is read, when
/// a read of it runs before the view is in a window (`viewDidLoad()`, `awakeFromNib()`, an
/// initializer, and what only they call): a computed property reading bounds would read the same
/// unsettled size there, so the work is to move those readers into layout, not to change the value.
///
/// Proof, not the absence of another caller: every read is in the type's own file (its declaration
/// and extensions there), every way into each read (through the closures around it) is known, and
/// each runs before the window or while the view is in one.
struct StoredReaders {
    /// The property's name.
    let name: String
    /// One way into each reading member that runs before the window, in file order: `drawChatLayout() <- viewDidLoad()`.
    let early: [WayIn]
    /// One way into each reading member that runs while the view is in a window or is handed its
    /// container (`scrollViewDidScroll(_:)`).
    let later: [WayIn]
    /// Whether the type is a view controller (its layout hook is `viewWillLayoutSubviews()`).
    let isController: Bool
    /// Whether these are all the reads there are: other files cannot read the property (it is
    /// private, or the project spells its name in no other file). Otherwise the reads are this
    /// type's own, and the advice says so.
    let isEveryRead: Bool

    init?(facts: SiteFacts) {
        let analysis = facts.analysis, model = analysis.model
        guard facts.context.placement == .storedInitializer || facts.context.placement == .lazyInitializer,
              let name = facts.memberName, let type = facts.context.type,
              let kind = facts.resolution?.kind, kind == .view || kind == .viewController,
              // The value itself is what the property holds: not a view made with it.
              !facts.roles.flow.sinks.isEmpty, facts.roles.flow.sinks.allSatisfy({ $0 == .assignment(target: [name], compound: false) })
        else { return nil }
        let readable = Self.readableScope(name, facts: facts)
        let scope = readable ?? .type
        // A private member is spelled only in its own type (its declaration and extensions here)
        // for it; the same name elsewhere in the file is another type's.
        let inScope = { (index: Int) in scope == .file || model.scopeChain(at: index).contains { model.scopes[$0].typeDeclaration?.name == type.name } }
        let reads = analysis.selfReads(of: name).filter(inScope)
        guard analysis.spellings(of: name).filter(inScope).count == reads.count + 1 else { return nil }
        var early: [WayIn] = [], later: [WayIn] = []
        for read in reads {
            let context = model.context(at: read)
            guard context.type?.name == type.name else { return nil }
            // A closure the read sits in moves it to the closure's own moment (a SnapKit maker runs at once).
            let moments = analysis.moments(at: read, context: context).withoutUncalled
            guard !moments.ordered.isEmpty else { return nil }
            for way in moments.ordered {
                switch way.moment.standing {
                case .beforeWindow: if !early.contains(where: { $0.path == way.path }) { early.append(way) }
                case .inWindow, .handed: if !later.contains(where: { $0.path == way.path }) { later.append(way) }
                default: return nil
                }
            }
        }
        guard !early.isEmpty else { return nil }
        self.name = name
        self.early = early
        self.later = later
        self.isController = kind == .viewController
        self.isEveryRead = readable != nil
    }

    /// Where the property can be read, when nothing outside this file can: its own type where it
    /// is `private` with no attribute that hands it to other code, the file where its type or
    /// extension is private or the project reads the name only in its own file.
    private enum ReadableScope { case type, file }

    private static func readableScope(_ name: String, facts: SiteFacts) -> ReadableScope? {
        let model = facts.analysis.model
        if let member = facts.context.member, let modifiers = model.scopes[member].propertyDeclaration?.modifiers,
           modifiers.allSatisfy({ !$0.hasPrefix("@") }) {
            if modifiers.contains("private") { return .type }
            if (modifiers + (facts.context.type?.modifiers ?? [])).contains(where: { $0 == "private" || $0 == "fileprivate" }) {
                return .file
            }
        }
        let project = facts.analysis.project
        return project.propertiesReadInOwnFile.contains(name) || project.unreadProperties.contains(name) ? .file : nil
    }

    /// What to do instead of making the property computed.
    var suggestion: String {
        let hook = isController ? "viewWillLayoutSubviews() (or viewDidLayoutSubviews())" : "layoutSubviews()"
        let bounds = isController ? "view.bounds" : "bounds"
        guard !later.isEmpty else {
            let reads = isEveryRead ? "every read of `\(name)`" : "every read of `\(name)` in its own type"
            return "\(reads) runs before the view is in a window (\(early.listed)), where a computed "
                + "property would read an unsettled size too: move the code that reads it into \(hook) and read \(bounds) "
                + "there (or lay those views out with constraints), then delete `\(name)`"
                + (isEveryRead ? "" : " once nothing outside reads it")
        }
        return "`\(name)` is read before the view is in a window (\(early.listed)) and also from \(later.listed): "
            + "a computed property would read an unsettled size in the first; move that code into \(hook) and set `\(name)` "
            + "there from \(bounds) (on the first pass only, where other code changes it), so every reader gets the laid-out value"
    }
}
