import RuleLanguage
import SourceModel

/// What a use's value is for: each role with the place that gives it, found once per use.
struct UseRoles: Equatable, Sendable {
    /// Per role, why: "assigned to `cell.frame.size.width`", "compared (`>`) with a constant".
    private(set) var reasons: [Role: String] = [:]
    /// Where the value went, for the container proof (the names it was combined with, the axes).
    var flow = ValueFlow()
    /// What the use reads of the screen.
    var reads = ScreenValue.other
    /// The members it reads after `main` (`["traitCollection", "userInterfaceIdiom"]`).
    var members: [String] = []
    /// Whether it ends where nothing is laid out: a new window's frame (`UIWindow(frame:
    /// UIScreen.main.bounds)`, which the window rules decide), a bitmap's size, an image request's
    /// target size, a separator hidden by an inset as wide as the screen.
    var endsOutsideLayout = false

    /// The first place the value ends outside any layout (a bitmap, an image request, a hidden
    /// separator, a popover's anchor), whose own advice says what to size it from instead.
    var outsideLayout: OutsideLayout? { OutsideLayout.first(in: flow, value: reads) }

    /// The roles' condition values.
    var values: Set<String> { Set(reasons.keys.map(\.rawValue)) }

    /// Every role with its reason, in the vocabulary's order.
    var ordered: [(role: Role, reason: String)] {
        Role.allCases.compactMap { role in reasons[role].map { (role, $0) } }
    }

    /// Roles that show a read of the screen's size lays out nothing beside the type's other
    /// content: a window's or scene's geometry, a device or text choice, a contrast, code for
    /// older systems, a value nobody reads. Any other role, `unknown` included, may size content.
    /// The frame of the container itself (its root view, preferred size, a cover over the whole
    /// screen) is apart too: content laid out in its bounds follows it whatever it is set from;
    /// so is a new view the method shows somewhere other than its own view.
    static let apartFromLayout: Set<Role> = [
        .windowFrame, .screenCoordinates, .sceneSize, .videoFrame, .unused, .logged, .deviceModel, .notchCheck,
        .deviceSize, .deviceSide, .decidesOther, .fractionThreshold, .contrast, .orientation, .identity, .selfComparison, .choosesText, .screenPixels, .panelPixels,
        .olderSystem, .keyboardAccessory, .listSetsWidth, .panelMember, .rootView, .preferredSize, .sizesItself, .coversScreen, .shownElsewhere,
    ]

    /// The axes of the screen's size the use lays content out with: part of its type's layout,
    /// which must follow one window with the type's other parts on the same axis (see
    /// `SharedStatements.Decision.Kind.typeLayout`). Both for a whole size or rectangle, none for
    /// anything else.
    var laidOutAxes: [Axis] {
        guard case .bounds(let axis) = reads, !endsOutsideLayout, !reasons.keys.contains(where: Self.apartFromLayout.contains),
              flow.sinks.isEmpty || !flow.sinks.allSatisfy(\.sizesNothing) else { return [] }
        return axis.map { [$0] } ?? [.horizontal, .vertical]
    }

    mutating func add(_ role: Role, _ reason: String) {
        if reasons[role] == nil { reasons[role] = reason }
    }

    /// The first role not among `allowed`, with its reason: what keeps a rewrite from being proven.
    func firstOutside(_ allowed: Set<String>) -> (role: Role, reason: String)? {
        ordered.first { !allowed.contains($0.role.rawValue) }
    }
}

extension FileAnalysis {
    /// The roles of the value `use` reads, found once per use.
    func roles(of use: Use, context: Context) -> UseRoles {
        if let known = rolesByUse[use.first] { return known }
        let found = findRoles(of: use, context: context)
        rolesByUse[use.first] = found
        return found
    }

    private func findRoles(of use: Use, context: Context) -> UseRoles {
        var roles = UseRoles()
        let end = model.postfixChainEnd(after: use.main)
        var members = ScreenValue.memberNames(after: use.main, in: model)
        // `UIScreen.main.width` through the project's `var width { bounds.width }` reads `bounds.width`.
        if use.form == .explicit, let first = members.first, let forwarded = project.screenMembers[first] {
            members = forwarded + members.dropFirst()
            let reason = "read through the project's own `UIScreen.\(first)`, which reads the screen's `\(forwarded.joined(separator: "."))`"
            roles.add(project.panelMembers.contains(first) ? .panelMember : .screenMember, reason)
        }
        let value = use.anchor.isMainScreen ? ScreenValue(members: members) : .other
        roles.reads = value
        if value == .projectMember, let first = members.first {
            if use.form == .explicit, project.panelMembers.contains(first) {
                roles.add(.panelMember, "read through the project's own `UIScreen.\(first)`, whose getter reads the panel's size in pixels (nativeBounds or currentMode)")
            } else {
                roles.add(.unknown, "read through `UIScreen.\(first)`, a member UIKit's UIScreen does not declare, whose meaning its declaration holds")
            }
        }
        roles.members = members
        if let name = unreadProperty(holding: use, context: context) {
            let kind = context.member.flatMap { model.scopes[$0].propertyDeclaration }?.isLazy == true ? "lazy" : "static"
            let chain = context.type.flatMap { project.unreadStatics.readers[$0.name + "." + name] } ?? []
            let readers = chain.isEmpty ? "nothing in the scanned files reads"
                : "only " + chain.map { "`\($0)`" }.joined(separator: ", ") + " \(chain.count == 1 ? "reads" : "read"), and what "
                + "\(chain.count == 1 ? "that static feeds" : "those statics feed") (other statics, to the end of the chain) nothing reads"
            roles.add(.unused, "in the initial value of the \(kind) `\(name)`, which \(readers), so it never runs")
            return roles
        }
        addSurroundingRoles(of: use, members: members, value: value, end: end, context: context, to: &roles)
        let axis: Axis? = if case .bounds(let axis) = value { axis } else { nil }
        let flow = ValueFlowWalker(analysis: self, axis: axis).flow(from: use.first, through: end)
        roles.flow = flow
        // A comparison kept in a property nothing reads (`let isLarge = height > 900`) decides nothing.
        if !flow.sinks.isEmpty, flow.sinks.allSatisfy(\.isComparison), let name = unreadProperty(holding: use, context: context, anyStored: true) {
            roles.add(.unused, "compared, and the result kept in `\(name)`, which nothing in the scanned files reads")
            return roles
        }
        let handedNames = Set(handedContainers(context).map(\.name))
        let handed = flow.operandNames.sorted().first(where: handedNames.contains)
        if let handed { roles.add(.sizesContent, "combined with `\(handed)`, the view the method is handed") }
        addSinkRoles(flow, value: value, members: members, use: use, end: end, context: context,
                     handedNames: handedNames, handed: handed, to: &roles)
        addWholeFlowRoles(flow, value: value, members: members, use: use, context: context, to: &roles)
        return roles
    }

    /// Whether a compared operand reads the screen's `nativeScale` (`… > UIScreen.main.nativeScale`).
    /// The line of the first `nativeScale` read in member scope `member`.
    func nativeScaleLine(in member: Int?) -> Int? {
        guard let member, let read = mentions(of: "nativeScale", in: model.scopes[member].range).first else { return nil }
        return model.file.location(read).line
    }

    static func readsNativeScale(_ operand: ValueSink.Operand) -> Bool {
        switch operand {
        case .geometry(let text), .value(let text): return text.hasSuffix("nativeScale")
        default: return false
        }
    }

    /// The object whose property an assignment target names, other than `self` (`viewModel` in
    /// `viewModel.offset` or `self.viewModel.offset`); nil for the type's own property.
    static func otherOwner(of target: [String]) -> String? {
        let names = target.first == "self" ? Array(target.dropFirst()) : target
        return names.count >= 2 ? names[0] : nil
    }

    /// The property an assignment stores the value in: `pixelScale` in `pixelScale = …` or `self.pixelScale = …`.
    static func storedName(_ sink: ValueSink) -> String? {
        guard case .assignment(let target, false) = sink else { return nil }
        if target.count == 1 { return target[0] }
        return target.count == 2 && target[0] == "self" ? target[1] : nil
    }

    /// Whether the file divides by `name` anywhere (`x / name`, `x / self.name`, `x /= name`).
    func dividesBy(_ name: String) -> Bool {
        if let known = dividesByName[name] { return known }
        let file = model.file
        let found = mentions(of: name).contains { index in
            var before = file.previous(before: index)
            if let dot = before, file.punctuation(dot, "."), let owner = file.previous(before: dot), file.keyword(owner, "self") {
                before = file.previous(before: owner)
            }
            return before.map { file.token($0, is: "/") || file.token($0, is: "/=") } ?? false
        }
        dividesByName[name] = found
        return found
    }

    /// The parameters of the enclosing functions that hand in a scroll, table or collection view (Texture's
    /// table and collection nodes too), or a view named as the container, with their types, innermost first.
    func handedContainers(_ context: Context) -> [(name: String, type: String)] {
        var found: [(name: String, type: String)] = []
        for scope in context.chain.reversed() {
            guard let function = model.scopes[scope].functionDeclaration else { continue }
            for parameter in function.parameters where parameter.name != "_" {
                let type = parameter.type.filter { $0 != "?" && $0 != "!" }
                if LayoutNames.handedLists.contains(type)
                    || (type == "UIView" && LayoutNames.words(of: parameter.name).contains("container")) {
                    found.append((parameter.name, type))
                }
            }
        }
        return found
    }


    /// Where a sink reached through returns is, for a reason that would read as this line's:
    /// " (after `offset()` returns it, then `layoutOffset()`)".
    static func routeNote(_ route: [String]) -> String {
        guard let first = route.first else { return "" }
        return " (after `\(first)` returns it" + route.dropFirst().map { ", then `\($0)`" }.joined() + ")"
    }

}

extension UseRoles {
    /// Scroll view delegate callbacks that only a user's drag leads to.
    static let userScrollEnds: Set<String> = [
        "scrollViewWillBeginDragging(_:)", "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
        "scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewDidEndDecelerating(_:)",
    ]
}

extension ValueSink {
    /// Whether it compares the screen object as an object (`===`, `!==`, `==` with a screen).
    var isIdentity: Bool {
        guard case .compared(let op, let other) = self else { return false }
        return op == "===" || op == "!==" || other == .screenObject
    }

    /// Whether it is a comparison for equality (`==`, `!=`).
    var isEquality: Bool {
        guard case .compared(let op, _) = self else { return false }
        return op == "==" || op == "!="
    }
}
