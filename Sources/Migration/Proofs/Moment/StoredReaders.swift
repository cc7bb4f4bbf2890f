import RuleLanguage
import SourceModel

/// Where a view's or view controller's stored property, set from the main screen, is read, when
/// every read of it runs before the view is in a window (`viewDidLoad()`, `awakeFromNib()`, an
/// initializer, and what only they call): a computed property reading bounds would read the same
/// unsettled size there, so the work is to move the readers into layout, not to change the value.
///
/// Proof, not the absence of another caller: every read is in the type's own file, and every way
/// into each read (through the closures around it) is known and before the window.
struct StoredReaders {
    /// The property's name.
    let name: String
    /// One way into each reading member, in file order: `drawChatLayout() <- viewDidLoad()`.
    let ways: [WayIn]
    /// Whether the type is a view controller (its layout hook is `viewWillLayoutSubviews()`).
    let isController: Bool

    init?(facts: SiteFacts) {
        let analysis = facts.analysis, model = analysis.model
        guard facts.context.placement == .storedInitializer || facts.context.placement == .lazyInitializer,
              let name = facts.memberName, let type = facts.context.type,
              let kind = facts.resolution?.kind, kind == .view || kind == .viewController,
              // The value itself is what the property holds: not a view made with it.
              !facts.roles.flow.sinks.isEmpty, facts.roles.flow.sinks.allSatisfy({ $0 == .assignment(target: [name], compound: false) })
        else { return nil }
        // Read only here: in this file, by this object.
        let project = analysis.project
        guard project.propertiesReadInOwnFile.contains(name) || project.unreadProperties.contains(name),
              let body = type.body else { return nil }
        let reads = analysis.selfReads(of: name)
        guard analysis.spellings(of: name).count == reads.count + 1 else { return nil }
        var ways: [WayIn] = []
        for read in reads {
            let context = model.context(at: read)
            guard body.contains(read), context.type?.keywordIndex == type.keywordIndex else { return nil }
            // A closure the read sits in moves it to the closure's own moment (a SnapKit maker runs at once).
            let moments = analysis.moments(at: read, context: context).withoutUncalled
            guard let first = moments.ordered.first,
                  moments.ordered.allSatisfy({ $0.moment.standing == .beforeWindow }) else { return nil }
            if !ways.contains(where: { $0.path == first.path }) { ways.append(first) }
        }
        guard !ways.isEmpty else { return nil }
        self.name = name
        self.ways = ways
        self.isController = kind == .viewController
    }

    /// What to do instead of making the property computed.
    var suggestion: String {
        let listed = ways.prefix(3).map { "`\($0.described)`" }.joined(separator: ", ") + (ways.count > 3 ? ", …" : "")
        let hook = isController ? "viewWillLayoutSubviews() (or viewDidLayoutSubviews())" : "layoutSubviews()"
        let bounds = isController ? "view.bounds" : "bounds"
        return "every read of `\(name)` runs before the view is in a window (\(listed)), where a computed property would read "
            + "an unsettled size too: move the code that reads it into \(hook) and read \(bounds) there (or lay those views "
            + "out with constraints), then delete `\(name)`"
    }
}
