import RuleLanguage
import SourceModel

/// Finds the ways into every member of a type at once, from UIKit's callbacks, the project's call
/// graph, the members' uses from other objects and what the project declares.
///
/// Each member where code can start gets its own moments (a callback's, `external` for a use
/// from another object, an action's `user-event`, `callback` for one nothing calls), and every
/// moment flows along the uses to what a member uses, changed by the closure or registration a
/// use sits in. A member takes each moment once, remembering where it came from, so a type costs
/// one pass over its uses per moment; a path is read back only when a finding or `explain` shows it.
struct MomentFinder {
    /// The uses between members.
    let graph: CallGraph
    /// Members used through another receiver.
    let outside: OutsideUses
    /// What the project declares, by type (qualified name) and member key.
    let declared: [String: [String: DeclaredMember]]
    /// The same functions by base name, for the closures they take.
    let functions: DeclaredFunctions
    /// Whether a receiver's declared type (as written) can be the type whose member is used:
    /// the same type, or a project subtype or supertype of it.
    let receiverFits: (_ receiverType: String, _ ownerType: String) -> Bool
    /// Whether the types are SwiftUI views (their closures run as SwiftUI runs them).
    let isSwiftUI: Bool
    /// How the project forces layout, a way into every layout hook, as a way in notes it; nil for none.
    var forcedLayoutSite: String?
    /// The types whose interface a nib or storyboard loads (`interfaceBuilderTypes(_:)`).
    var interfaceBuilderTypes: Set<String> = []
    /// Whether a `public` member may have callers in other modules: not in an app that publishes
    /// no library, whose code no other module links.
    var publicIsExternal = true
    /// Whether the types are a table or collection view cell (or reusable view).
    var isCell = false

    /// The members whose uses record a nil check, with the name checked: `didMoveToWindow()`
    /// runs in a window only after it checked `window`.
    static let nonNilChecks = ["didMoveToWindow()": "window"]

    /// Whether a condition's answer can change with the uses of members from other objects:
    /// those add `external` ways in (and take `callback` away from a member nothing in its type
    /// calls), which an `is only` or `is not` test, or one listing either, can tell.
    static func changesWithOutsideUses(_ condition: Condition) -> Bool {
        guard condition.subject == .moment, case .values(let values) = condition.test else { return false }
        return condition.only || condition.negated || values.contains("external") || values.contains("callback")
    }

    /// How a member got a moment: from which member (none where code starts), and why.
    struct Origin {
        /// The member whose use brought the moment; nil where code starts.
        var caller: String?
        /// The moment the caller ran in: another one where the use changed it (a closure, a selector).
        var callerMoment: Moment?
        /// Why the moment starts here, or changes on the way here.
        var note: String?
        /// Whether it starts here only because nothing in the types calls or reads the member:
        /// a subtype's use may still reach it.
        var uncalled = false
        /// The path read back from here, found once per table (`MomentTrail`).
        var trail: MomentTrail?
    }

    /// The members of `types` (a type, then its project supertypes) by base name, in type order:
    /// built once per table, so a type of many members and many uses costs one pass over them.
    typealias MembersByName = [String: [(type: String, key: String, member: DeclaredMember)]]

    private func membersByName(in types: [String]) -> MembersByName {
        var found: MembersByName = [:]
        for type in types {
            for (key, member) in declared[type] ?? [:] { found[Scope.baseName(ofKey: key), default: []].append((type, key, member)) }
        }
        return found
    }

    /// For every member key of `types`, its moments and their origins.
    func table(for types: [String]) -> [String: [Moment: Origin]] {
        var table: [String: [Moment: Origin]] = [:]
        let byName = membersByName(in: types)
        // The list callbacks of the types, which a forced layout runs in its caller's moment.
        let listCallbacks = byName.values.joined().filter { UIKitCallbacks.runsInListLayout($0.key) }
        var queue: [(key: String, moment: Moment)] = []
        func reach(_ key: String, _ moment: Moment, _ origin: Origin) {
            guard table[key, default: [:]][moment] == nil else { return }
            table[key, default: [:]][moment] = origin
            queue.append((key, moment))
        }
        // Moves every queued moment along the uses of its member, until nothing new is reached.
        func spread() {
            var head = 0
            while head < queue.count {
                let (key, moment) = queue[head]
                head += 1
                for type in types {
                    for use in graph.uses(by: key, in: type) {
                        if UIKitCallbacks.layoutForcing.contains(use.name) {
                            for target in listCallbacks {
                                let (reached, _) = Self.moment(after: moment, along: use, to: target.member, isSwiftUI: isSwiftUI, functions: functions)
                                reach(target.key, reached, Origin(caller: key, callerMoment: moment,
                                                                  note: "the list laid out by `\(use.name)` at \(use.path):\(use.line)"))
                            }
                        }
                        for target in byName[use.name] ?? []
                        where target.member.accepts(use.shape) && !readsProperty(use, not: target, among: byName)
                            && !Self.setsInOwnInitializer(target.member, declaredIn: target.type, by: key, in: type) {
                            let (reached, note) = Self.moment(after: moment, along: use, to: target.member, isSwiftUI: isSwiftUI, functions: functions)
                            reach(target.key, reached, Origin(caller: key, callerMoment: moment, note: note))
                        }
                    }
                }
            }
            queue.removeAll()
        }
        let members = Set(types.flatMap { (declared[$0] ?? [:]).keys }).sorted()
        for key in members {
            for (moment, note) in starts(of: key, types: types) { reach(key, moment, Origin(caller: nil, note: note)) }
            if let (moment, note) = uncalledStart(of: key, types: types) {
                reach(key, moment, Origin(caller: nil, note: note, uncalled: true))
            }
        }
        spread()
        // Members that only each other call (a cycle nothing else enters) start nowhere known.
        for key in members where table[key] == nil && !key.hasPrefix("init(") {
            reach(key, .callback, Origin(caller: nil, note: "only members nothing else calls reach it"))
        }
        spread()
        return MomentTrail.filled(table, shown: Self.shownCalls + 2)
    }

    /// Whether a bare read (`view = tableView`) reads a property rather than handing on the method
    /// `target`: the types declare a property of that name, or the method is a UIKit callback,
    /// which code does not pass around as a function value (`tableView(_:didSelectRowAt:)`).
    private func readsProperty(_ use: MemberUse, not target: (type: String, key: String, member: DeclaredMember),
                               among members: MembersByName) -> Bool {
        guard case .read = use.shape, !target.member.isProperty else { return false }
        return UIKitCallbacks.isCallback(target.key) || (members[use.name] ?? []).contains { $0.member.isProperty }
    }

    /// The moment a use made in `moment` runs the member it names in, and a note when that
    /// moment comes from the use rather than the caller.
    static func moment(after moment: Moment, along use: MemberUse, to member: DeclaredMember,
                       isSwiftUI: Bool, functions: DeclaredFunctions = DeclaredFunctions()) -> (Moment, String?) {
        if let registration = use.registration {
            let moment = SelectorRegistration.moment(registration)
            return (moment, "#selector handed to \(registration.callee ?? "a value") at \(use.path):\(use.line)")
        }
        if case .read = use.shape, !member.isProperty {
            return (.deferred, "handed on as a function value at \(use.path):\(use.line)")
        }
        var current = moment
        var deferredBy: ClosureSite?
        if current == .windowChange, use.checkedNonNil { current = .didAppear }
        for closure in use.closures where !functions.takesWithoutEscaping(closure) {
            let timing = ClosureTiming.of(closure, inSwiftUI: isSwiftUI)
            if timing != .now { deferredBy = closure }
            current = timing.moment(after: current)
        }
        // A closure that runs at a time of its own is named even where the moment stays the same
        // (`showSort()` storing `dropDown.selectionAction = { … configure() }`): the path's step is
        // the closure's, not a call.
        return (current, current == moment && deferredBy == nil ? nil : closureNote(use))
    }

    private static func closureNote(_ use: MemberUse) -> String? {
        guard let closure = use.closures.last else { return nil }
        return closure.callee.map { "in a closure handed to \($0) at \(use.path):\(use.line)" }
            ?? "in a closure kept as a value at \(use.path):\(use.line)"
    }

    /// The moments code can start the member `key` in, each with a note on why when its name does not say.
    func starts(of key: String, types: [String]) -> [(Moment, String?)] {
        let declaration = types.lazy.compactMap { declared[$0]?[key] }.first
        let isOverride = declaration?.modifiers.contains("override") ?? false
        var starts: [(Moment, String?)] = []
        if key.hasPrefix("init(") { return [(.initializer, nil)] }
        if key == "deinit()" { return [(.disappearance, "deinit")] }
        let own = UIKitCallbacks.moment(of: key, isOverride: isOverride, inSwiftUIView: isSwiftUI)
        if let own { starts.append((own, nil)) }
        // An outlet's observers run when the nib or storyboard connects it, as the view loads.
        if let declaration, declaration.isObserved, declaration.modifiers.contains("@IBOutlet") {
            starts.append((.nibLoading, "an @IBOutlet's didSet, which runs as the nib or storyboard connects it"))
        }
        if let forcedLayoutSite, UIKitCallbacks.runsInForcedLayout(key, isOverride: isOverride) {
            starts.append((.forcedLayout, forcedLayoutSite))
        }
        if declaration?.modifiers.contains("@IBAction") == true {
            // The attribute only marks a method Interface Builder may connect; outlets show the type's
            // interface comes from a nib or storyboard, where its actions are wired.
            starts.append(loadsFromInterfaceBuilder(types) ? (.userEvent, "an @IBAction")
                : (.callback, "an @IBAction of a type with no outlet and no awakeFromNib(), so nothing shows a nib or storyboard connects it"))
        }
        // A public callback is the framework's to call, whoever else could.
        if publicIsExternal, declaration?.isPublic == true, own == nil, !(isOverride && UIKitCallbacks.isCallback(key)) {
            starts.append((.external, "other modules (public API)"))
        }
        let name = Scope.baseName(ofKey: key)
        if let declaration, own == nil, let place = outside.place(of: name, fits: { place in
            declaration.accepts(place) && (place.receiverType.map { type in types.contains { receiverFits(type, $0) } } ?? true)
        }) {
            starts.append(configuresCell(place) ? (.cellSetup, "configured from \(place.user ?? "") at \(place.location)")
                : (.external, Self.describe(place)))
        }
        return starts
    }

    /// Whether `place` configures a cell of these types as a list hands it out: called, in no
    /// closure that could run later, from `tableView(_:cellForRowAt:)` or a like data-source method.
    private func configuresCell(_ place: OutsideUses.Place) -> Bool {
        guard isCell, !place.inClosure, let member = place.userMember else { return false }
        return UIKitCallbacks.moment(of: member, isOverride: false, inSwiftUIView: false) == .cellSetup
    }

    /// Whether one of `types` shows its interface is loaded from a nib or storyboard.
    private func loadsFromInterfaceBuilder(_ types: [String]) -> Bool {
        types.contains(where: interfaceBuilderTypes.contains)
    }

    /// The types of `declared` that show their interface is loaded from a nib or storyboard: each
    /// declares an outlet or an inspectable property, or overrides `awakeFromNib()`. Found once per project.
    static func interfaceBuilderTypes(_ declared: [String: [String: DeclaredMember]]) -> Set<String> {
        let attributes: Set<String> = ["@IBOutlet", "@IBOutletCollection", "@IBInspectable"]
        return Set(declared.compactMap { type, members in
            members["awakeFromNib()"] != nil || members.values.contains { !$0.modifiers.isDisjoint(with: attributes) } ? type : nil
        })
    }

    /// The moment of a member nothing starts and nothing in `types` uses: `external` for a
    /// computed property others may read (a protocol's requirement), `callback` otherwise.
    func uncalledStart(of key: String, types: [String]) -> (Moment, String?)? {
        guard !key.hasPrefix("init("), key != "deinit()", starts(of: key, types: types).isEmpty,
              !hasCallers(key, types: types) else { return nil }
        let declaration = types.lazy.compactMap { declared[$0]?[key] }.first
        let readFromOutside = declaration.map { $0.isProperty && !$0.isFilePrivate } ?? false
        // An override of a method a project superclass declares is called through that superclass.
        if declaration?.modifiers.contains("override") == true,
           let base = types.dropFirst().first(where: { declared[$0]?[key] != nil }) {
            return (.callback, "an override of `\(TypeIndex.lastComponent(base)).\(Scope.baseName(ofKey: key))`, which code "
                    + "calls through that type; screenmod matched no such call")
        }
        let named = graph.selectorNames.contains(Scope.baseName(ofKey: key))
        return (readFromOutside ? .external : .callback, declaration.map { Self.uncalledNote($0, namedBySelector: named) })
    }

    /// Whether a member of `types` uses the member `key`.
    private func hasCallers(_ key: String, types: [String]) -> Bool {
        let name = Scope.baseName(ofKey: key)
        guard let owner = types.first(where: { declared[$0]?[key] != nil }), let member = declared[owner]?[key] else { return false }
        // A bare read of a name a property also has (`mapView`) reads the property, not the
        // method `mapView(_:didChange:)`, as `readsProperty` decides when moments spread.
        let readsProperty = !member.isProperty
            && (UIKitCallbacks.isCallback(key) || types.contains { declared[$0]?[name]?.isProperty == true })
        return types.contains { type in
            graph.users(of: name, in: type).contains {
                $0.member != key && member.accepts($0.use.shape)
                    && !(readsProperty && $0.use.shape == .read)
                    && !Self.setsInOwnInitializer(member, declaredIn: owner, by: $0.member, in: type)
            }
        }
    }

    /// Whether the use by `user` in `type` sets the observed property `member` (declared in
    /// `owner`) in an initializer of its own type, where Swift runs no `willSet` or `didSet`
    /// (a subclass's initializer setting an inherited property does run them).
    static func setsInOwnInitializer(_ member: DeclaredMember, declaredIn owner: String, by user: String, in type: String) -> Bool {
        member.isObserved && user.hasPrefix("init(") && owner == type
    }

    /// The notes of a private member nothing in the project uses: code no one can run.
    static let deadCodeNotes: Set<String> = ["nothing in the project calls it", "nothing in the project reads it"]

    /// Why a member nothing in the project calls has no known moment. `namedBySelector`: a
    /// `#selector` names it where no use of its type is recorded (a `Selector` extension's constant), handed on
    /// to a registration screenmod does not follow.
    private static func uncalledNote(_ member: DeclaredMember, namedBySelector: Bool) -> String {
        if member.isComputedProperty, !member.isFilePrivate {
            return "no read of it in the files screenmod reads: other code, a framework or a protocol's user may read it"
        }
        if member.isProperty, !member.isComputedProperty {
            return member.isFilePrivate ? "nothing in the project sets it" : "nothing in the files screenmod reads sets it: other code may"
        }
        if member.modifiers.contains("override") { return "an override UIKit calls at a time screenmod does not know" }
        if namedBySelector, !member.isProperty { return "named by a #selector whose registration screenmod does not follow" }
        if member.modifiers.contains("@objc") { return "@objc, and no #selector in the project names it" }
        if member.isProperty { return member.isFilePrivate ? "nothing in the project reads it" : "no read of it in the files screenmod reads" }
        return member.isFilePrivate ? "nothing in the project calls it" : "no call to it in the files screenmod reads"
    }

    /// "another object at Cell.swift:40 (TripListViewController.tableView(_:cellForRowAt:))".
    static func describe(_ place: OutsideUses.Place) -> String {
        // A receiver whose type the tokens do not say may be another type with a member of that name.
        let receiver = place.receiverType.map { "a \($0)" } ?? "a value whose type screenmod does not resolve (maybe another type's member of that name)"
        return "\(receiver) at \(place.location)" + (place.user.map { " in \($0)" } ?? "") + earlyNote(place)
    }

    /// Where the caller is a view controller's or view's callback that runs before its view is in a
    /// window (`viewDidLoad()`, `awakeFromNib()`), what that says of the views it calls on.
    private static func earlyNote(_ place: OutsideUses.Place) -> String {
        guard !place.inClosure, let member = place.userMember,
              let moment = UIKitCallbacks.moment(of: member, isOverride: true, inSwiftUIView: false),
              [.viewDidLoad, .nibLoading, .loadView].contains(moment) else { return "" }
        return ", which runs before its view is in a window: a view of its own it calls this on has no window there either"
    }

    /// The most calls a path shows before it skips to where the moment started.
    static let shownCalls = 4

    /// The ways into member `key` from `table`, each with its path read back through the callers
    /// to where its moment began: a start, or the use that changed the moment (a closure, a
    /// selector), whose writer ends the path. A long path shows its first calls, `…`, and its end.
    static func moments(of key: String, in table: [String: [Moment: Origin]]) -> Moments {
        var moments = Moments()
        for moment in Moment.allCases {
            guard let origin = table[key]?[moment], let trail = origin.trail else { continue }
            let path = trail.count > shownCalls + 2 ? Array(trail.prefix.prefix(shownCalls)) + ["…", trail.last] : trail.prefix
            // A step that keeps the moment but says how it was taken (a layout a call forced) is shown too.
            let note = [trail.startNote, trail.stepNote].compactMap { $0 }.joined(separator: "; ")
            moments.add(WayIn(moment: moment, path: path, note: note.isEmpty ? nil : note,
                              isUncalled: trail.startUncalled && trail.count == 1, startsUncalled: trail.startUncalled))
        }
        return moments
    }
}
