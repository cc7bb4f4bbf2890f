import RuleLanguage
import SourceModel

extension FileAnalysis {
    /// The ways into the code at `use`: those of its member (a property initializer's or an
    /// initializer's moment where it sits in one), then moved through each escaping closure the
    /// use sits in, outermost first (an observer's handler runs on its notification).
    func moments(at use: Use, context: Context) -> Moments {
        moments(at: use.first, context: context)
    }

    /// The ways into the code at token `index` (`moments(at:context:)` for any token: a read of a property).
    func moments(at index: Int, context: Context) -> Moments {
        var moments = memberMoments(context)
        guard !moments.isEmpty else { return moments }
        let inSwiftUI = isSwiftUIView(context)
        for closure in context.closures where closure.mayEscape && !isCalledInPlace(closure, context: context) {
            let site = model.closureSite(closure)
            if declaredFunctions.takesWithoutEscaping(site) { continue }
            let timing = ClosureTiming.of(site, inSwiftUI: inSwiftUI,
                                          presentsFromSelf: site.callee == "UIAlertAction" && presentsFromSelf(context))
            let line = model.file.location(closure.braces.lowerBound).line
            moments = moments.mapped { way in
                let moment = timing.moment(after: way.moment)
                guard moment != way.moment else { return way }
                return WayIn(moment: moment, path: way.path,
                             note: site.callee.map { "in a closure handed to \($0) at line \(line)" } ?? "in a closure kept as a value at line \(line)")
            }
        }
        return checkedInWindow(index, context: context).map { line in
            moments.mapped { way in
                var way = way
                way.moment = .didAppear
                way.note = "after the check of window on line \(line)"
                return way
            }
        } ?? moments
    }

    /// Whether the member at `context` presents from `self` (`present(alert, animated: true)`, `self.present(…)`):
    /// what it presents is shown over this controller's view, which is in a window while it shows.
    private func presentsFromSelf(_ context: Context) -> Bool {
        guard let member = context.member else { return false }
        let file = model.file
        return identifiers(in: member)["present", default: []].contains { index in
            guard let next = file.next(after: index), file.punctuation(next, "(") else { return false }
            guard let before = file.previous(before: index), file.punctuation(before, ".") else { return true }
            return file.previous(before: before).map { file.keyword($0, "self") } ?? false
        }
    }

    /// The line of the check that proves a view's own `window` is not nil where `index` runs
    /// (`guard let window else { return }`, `if window != nil { … }`), in the innermost escaping
    /// closure the use sits in or else in its member's body: the view is in a window there,
    /// whatever way led in.
    private func checkedInWindow(_ index: Int, context: Context) -> Int? {
        guard context.placement == .instance, let member = context.member,
              let function = model.scopes[member].functionDeclaration,
              !function.parameters.contains(where: { $0.name == "window" }),
              let body = context.closures.last(where: \.mayEscape)?.braces ?? function.body,
              // The member's names are looked up, so a member that never says `window` costs nothing more.
              let first = identifiers(in: member)["window", default: []].first(where: { $0 > body.lowerBound && $0 < index }),
              let type = context.type, resolve(type).kind == .view,
              model.isCheckedNonNil("window", at: index, in: body) else { return nil }
        return model.file.location(first).line
    }

    /// Whether a closure kept in a local constant runs only where its function calls it by name
    /// (`let snap = { … }` then `snap(x)`), so it runs in the function's own moments: every
    /// other mention of the name is a direct call, in no closure that could run later.
    func isCalledInPlace(_ closure: ClosureExpression, context: Context) -> Bool {
        guard let binding = context.chain.first(where: {
            model.scopes[$0].propertyDeclaration?.initializer?.lowerBound == closure.braces.lowerBound
        }), let property = model.scopes[binding].propertyDeclaration, property.isLet, property.names.count == 1,
              let function = model.scopes[binding].parent, model.scopes[function].functionDeclaration != nil else { return false }
        let file = model.file
        let outerClosures = model.context(at: property.keywordIndex).closures.filter(\.mayEscape).count
        let mentions = identifiers(in: function)[property.names[0], default: []].filter { !property.initializer!.contains($0) }
        return mentions.allSatisfy { index in
            if index == file.next(after: property.keywordIndex) { return true }
            guard let next = file.next(after: index), file.punctuation(next, "("),
                  let previous = file.previous(before: index), !file.punctuation(previous, ".") else { return false }
            return model.context(at: index).closures.filter(\.mayEscape).count == outerClosures
        }
    }

    /// The ways into the member holding `context`, found once per member.
    private func memberMoments(_ context: Context) -> Moments {
        switch context.placement {
        case .initializer, .superInitArgument, .storedInitializer:
            return Moments(single: WayIn(moment: .initializer, path: [context.memberKey(in: model) ?? "init"], note: nil))
        case .nibProperty:
            var moments = Moments(single: WayIn(moment: .nibLoading, path: [context.memberKey(in: model) ?? ""],
                                                note: "an outlet's accessor runs while the nib loads"))
            for way in tableMoments(context.member).ordered { moments.add(way) }
            return moments
        case .instance, .lazyInitializer:
            return tableMoments(context.member)
        case .static, .topLevel, .defaultArgument:
            return Moments()
        }
    }

    /// The moments of member scope `member` from its type chain's table, found once per member.
    func tableMoments(_ member: Int?) -> Moments {
        guard let member else { return Moments() }
        if let known = momentsByMember[member] { return known }
        var found = Moments()
        let scope = model.scopes[member]
        if case .function(let function) = scope.kind, function.kind == .deinitializer {
            found.add(WayIn(moment: .disappearance, path: ["deinit"], note: nil))
        } else if let type = model.context(at: scope.range.lowerBound).type, !isStatic(scope) {
            let swiftUI = isSwiftUI(type)
            found = moments(of: scope.memberKey, types: typeAndSupertypes(type), swiftUI: swiftUI, isCell: isCell(type))
            // A subtype's members use the inherited ones as their own: each subtype's chain
            // (with this type at its end) is a table of its own, so that two subclasses' members
            // of one name stay apart.
            var inherited = Moments()
            for subtype in subtypes.of(type.name) {
                var chain = typeAndSupertypes(named: subtype)
                if !chain.contains(type.qualifiedName) { chain.append(type.qualifiedName) }
                for way in moments(of: scope.memberKey, types: chain, swiftUI: swiftUI, isCell: isCell(type)).ordered where !way.isUncalled {
                    inherited.add(way)
                }
            }
            found = widened(found, inherited: inherited, type: type, key: scope.memberKey)
        }
        momentsByMember[member] = found
        return found
    }

    /// `found` with the ways in of the subtypes screenmod read (`inherited`), and with the callers it
    /// cannot read: a framework type's extension is called by any such object of another module
    /// (where the project may publish one, or the member is public), and a protocol's extension
    /// nothing read calls by any type adopting it, in files that may never name the screen.
    private func widened(_ found: Moments, inherited: Moments, type: TypeDeclaration, key: String) -> Moments {
        var found = found
        let extended = index.types[TypeIndex.lastComponent(type.name)]
        if !inherited.isEmpty || extended == nil {
            found = found.withoutUncalled
            for way in inherited.ordered { found.add(way) }
            // Every call in the app is in the files read (through a receiver of unknown type too, a
            // way in of its own): only a member other modules may call has callers nobody read.
            let visible = !project.buildsAppOnly || declaredMembers[type.qualifiedName]?[key]?.isPublic != false
            if extended == nil, visible {
                found.add(WayIn(moment: .external, path: [key],
                                note: "a member of an extension of \(type.name), which any \(type.name) may call"))
            }
        }
        if type.kind == .extension, !found.isEmpty, found.withoutUncalled.isEmpty, extended?.first?.kind == .protocol {
            found = Moments(single: WayIn(moment: .external, path: [key],
                                          note: "a member of an extension of the protocol \(type.name), which any type adopting it may call"))
        }
        return found
    }

    /// The ways into member `key` from the table of `types`, computed once per chain.
    private func moments(of key: String, types: [String], swiftUI: Bool, isCell: Bool) -> Moments {
        let tableKey = (swiftUI ? "swiftui:" : "") + types.joined(separator: ":")
        if momentTables[tableKey] == nil {
            let make = { () -> [String: [Moment: MomentFinder.Origin]] in
                var finder = self.momentFinder(swiftUI: swiftUI)
                finder.isCell = isCell
                return finder.table(for: types)
            }
            // Only a project's facts are the same for every file; a file on its own builds its own.
            momentTables[tableKey] = project.declaredMembers == nil ? make() : project.momentTables.table(tableKey, make: make)
        }
        return MomentFinder.moments(of: key, in: momentTables[tableKey] ?? [:])
    }

    /// Whether `type` is a table or collection view cell or reusable view, by the framework class
    /// its resolution ends in (looked up once per type, as every resolution is).
    private func isCell(_ type: TypeDeclaration) -> Bool {
        let framework = SiteFacts.frameworkClass(resolve(type))
        return framework.map(UIKitCatalog.reusableViews.contains) ?? false
    }

    private func isStatic(_ scope: Scope) -> Bool {
        scope.functionDeclaration?.isStatic == true || scope.propertyDeclaration?.isStatic == true
    }

    private func momentFinder(swiftUI: Bool) -> MomentFinder {
        MomentFinder(graph: callGraph, outside: project.outsideUses, declared: declaredMembers, functions: declaredFunctions,
                     receiverFits: { [unowned self] receiver, owner in self.typeFits(receiver, owner) },
                     isSwiftUI: swiftUI, forcedLayoutSite: forcedLayoutSite, interfaceBuilderTypes: interfaceBuilderTypes,
                     publicIsExternal: !project.buildsAppOnly)
    }

    /// Whether a receiver declared as `receiver` may be an instance of `owner`: the same type, a
    /// project type one inherits from the other, or two types the project does not declare (a
    /// `Text` and `extension View`), whose relation the project cannot tell, so it may hold.
    func typeFits(_ receiver: String, _ owner: String) -> Bool {
        let (r, o) = (TypeIndex.lastComponent(receiver), TypeIndex.lastComponent(owner))
        guard project.unindexedReceiverTypes[r] != nil else { return indexedTypeFits(r, o) }
        // A project type the index never read (a subclass no use needs) fits where the owner is it or one
        // of its ancestors, or inherits from it; an ancestor's other subclasses are no fit. An owner the
        // project does not declare (an extension of UIView) may fit as any unknown type does.
        if r == o || index.inherits(o, from: r) || !declaresType(o) { return true }
        var pending = project.unindexedReceiverTypes[r] ?? [], seen: Set<String> = [r]
        while let current = pending.popLast() {
            guard seen.insert(current).inserted else { continue }
            if current == o || index.inherits(current, from: o) { return true }
            pending += project.unindexedReceiverTypes[current] ?? []
        }
        return false
    }

    /// `typeFits` for a receiver type the index holds, or one the project does not declare.
    private func indexedTypeFits(_ r: String, _ o: String) -> Bool {
        if r == o { return true }
        if index.inherits(r, from: o) || index.inherits(o, from: r) { return true }
        return !declaresType(r) && !declaresType(o)
    }

    /// Whether the project declares `name` itself (not only extends it).
    private func declaresType(_ name: String) -> Bool {
        index.types[name]?.contains { $0.kind != .extension } ?? false
    }

    /// Whether the type around `context` is a SwiftUI view.
    func isSwiftUIView(_ context: Context) -> Bool {
        context.type.map(isSwiftUI) ?? false
    }

    private func isSwiftUI(_ type: TypeDeclaration) -> Bool {
        resolve(type).kind == .swiftUIView
    }

    /// What the project declares under each member key, by type and key.
    static func merging(_ parts: [[String: [String: DeclaredMember]]]) -> [String: [String: DeclaredMember]] {
        var merged: [String: [String: DeclaredMember]] = [:]
        for part in parts {
            for (type, members) in part {
                merged[type, default: [:]].merge(members) { $0.merged(with: $1) }
            }
        }
        return merged
    }

    /// What the file declares under each member key, by type (qualified name) and key.
    static func declaredMembers(_ model: SourceModel) -> [String: [String: DeclaredMember]] {
        var declared: [String: [String: DeclaredMember]] = [:]
        for scope in model.scopes {
            let member: DeclaredMember
            switch scope.kind {
            case .function(let function) where !function.isStatic:
                member = DeclaredMember(modifiers: Set(function.modifiers), parameters: function.parameters)
            case .property(let property) where !property.isStatic:
                member = DeclaredMember(modifiers: Set(property.modifiers), isProperty: true,
                                        isComputedProperty: !property.isStored,
                                        runsCode: property.accessors != nil || property.isLazy,
                                        isObserved: property.isStored && property.accessors != nil)
            default:
                continue
            }
            guard let parent = scope.parent, let type = model.scopes[parent].typeDeclaration else { continue }
            var entry = member
            entry.isFilePrivate = scope.isFilePrivate
            // A `public` member of a type that is not public is internal: other modules cannot see it.
            if type.kind != .extension, type.modifiers.allSatisfy({ $0 != "public" && $0 != "open" }) {
                entry.modifiers.subtract(["public", "open"])
            }
            let key = scope.memberKey
            declared[type.qualifiedName, default: [:]][key] = declared[type.qualifiedName]?[key].map { $0.merged(with: entry) } ?? entry
        }
        return declared
    }
}

extension Moments {
    /// Ways in made of one way.
    init(single way: WayIn) {
        self.init()
        add(way)
    }
}

extension Context {
    /// The member key of the member holding the context, if any.
    func memberKey(in model: SourceModel) -> String? {
        member.map { model.scopes[$0].memberKey }
    }
}
