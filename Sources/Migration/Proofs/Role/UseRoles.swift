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

    /// The roles' condition values.
    var values: Set<String> { Set(reasons.keys.map(\.rawValue)) }

    /// Every role with its reason, in the vocabulary's order.
    var ordered: [(role: Role, reason: String)] {
        Role.allCases.compactMap { role in reasons[role].map { (role, $0) } }
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
        var members = memberNames(after: use.main, through: end)
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
            roles.add(.unused, "in the initial value of the lazy `\(name)`, which nothing in the scanned files reads, so it never runs")
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
        let handedNames = handedContainers(context)
        let handed = flow.operandNames.sorted().first(where: handedNames.contains)
        if let handed { roles.add(.sizesContent, "combined with `\(handed)`, the view the method is handed") }
        for ((sink, local), route) in zip(zip(flow.sinks, flow.namedLocals), flow.returnedThrough) {
            let described = sink.described + Self.routeNote(route)
            if let (role, reason) = Self.sinkRole(of: sink, value: value, flow: flow) {
                roles.add(role, reason)
                continue
            }
            if case .bounds = value, let scene = sceneSized(by: sink, at: use.first, context: context) {
                roles.add(.sceneSize, "the size of the SpriteKit scene `\(scene)`")
                continue
            }
            // The panel's native scale against a number or the drawing scale: a device or Display Zoom check.
            if case .compared(_, let other) = sink, members.first == "nativeScale" || Self.readsNativeScale(other) {
                roles.add(.deviceSize, sink.described)
                continue
            }
            // The scale against a number in a member that also weighs the native scale: one Display Zoom or model check.
            if case .compared(_, .constant) = sink, value == .scale, let line = nativeScaleLine(in: context.member) {
                roles.add(.deviceSize, sink.described + ", in a check that also reads the panel's native scale (line \(line))")
                continue
            }
            // A window placing or sizing itself: its scene's space, whatever the value's route.
            if case .bounds = value, case .assignment(let target, _) = sink, let geometry = Self.ownGeometry(target), isWindow(context) {
                roles.add(.windowFrame, "the `\(geometry)` of this window itself" + Self.routeNote(route))
                continue
            }
            // A constraint a view makes among its own subviews may be what sizes it: its bounds are no input there.
            if case .bounds = value, ConstraintEnd(sink, flow: flow) != nil, sizesByOwnConstraints(context) {
                roles.add(.constrainsItself, "a constraint's constant in a view that makes its own constraints, \(described)")
                continue
            }
            var role = Self.role(of: sink, value: value, flow: flow)
            // A global the file declares carries the value to whatever code reads it, anywhere.
            if role == .sizesContent, case .assignment(let target, _) = sink, target.count == 1, globalNames.contains(target[0]) {
                roles.add(.unknown, "stored in the global `\(target[0])`, which code anywhere in the module may read")
                continue
            }
            // A comparison with a constant is a layout decision only where what it decides is layout.
            if role == .decidesLayout, !DecidedCode.decidesLayout(use, end: end, context: context, analysis: self) {
                roles.add(.decidesOther, "compared with a constant to decide code that sets no size, frame, constraint or layout count")
                continue
            }
            // A screen property (brightness) kept until something is set is remembered, not a stand-in.
            if role == .fallback, value == .screen, !members.isEmpty { role = .screenProperty }
            // A threshold against the handed view's scroll position (`scrollView.contentOffset.y > height / 3`)
            // is its layout; against its frame or bounds (`collectionView.frame.width < …`) it stays a contrast.
            if case .compared(_, .value(let other)) = sink, let owner = other.split(separator: ".").first,
               handedNames.contains(String(owner)) {
                role = .decidesLayout
            }
            // Math with the handed view's own geometry (`scrollView.contentOffset.x / width`) is about that view.
            if role == .unknown, handed != nil { continue }
            // A function of this file that sizes content with the parameter proves the role its label only names.
            if role == .unknown, case .handedOn(let callee, let label) = sink,
               let inside = roleInside(callee, label: label, value: value) {
                roles.add(inside.role, inside.reason)
                continue
            }
            // A keyboard's accessory takes the keyboard's width, whatever its frame says.
            if role == .sizesContent, case .argument(_, "frame") = sink, case .bounds(.horizontal?) = value,
               let accessory = keyboardAccessory(framedBy: use, member: context.member) {
                roles.add(.keyboardAccessory, "the frame of `\(accessory)`, which the file sets as a keyboard's accessory or input view")
                continue
            }
            // The frame of a view created here sizes content only where the method shows that view itself.
            if role == .sizesContent, case .argument(_, "frame") = sink,
               let created = viewShownElsewhere(from: use, member: context.member, handed: handedNames) {
                roles.add(.shownElsewhere, "the frame of a new `\(created)` that this method does not add to its own view, so where it shows is not known")
                continue
            }
            // A layout created here sizes content only where the method installs it in a list.
            if role == .sizesContent, case .assignment(let target, _) = sink,
               let created = layoutShownElsewhere(target: target, member: context.member) {
                roles.add(.shownElsewhere, "a property of a new `\(created)` that this method does not install in a list of its own, "
                          + "so the list it sizes is not known")
                continue
            }
            // A local named as a length or a scale says what it holds when it is handed to a call.
            if role == .unknown, let local, case .argument(let callee, _) = sink, !LayoutNames.makesText(callee.last), value == .scale || value.isBounds {
                role = value == .scale ? .scaleFactor : .sizesContent
                roles.add(role, "held in `\(local)`, named as a \(value == .scale ? "scale" : "length")")
                continue
            }
            // A length with a margin added or taken away is the container's only where the container spans the screen.
            if role == .sizesContent, flow.isAdditive, case .bounds = value, handed == nil,
               !UseSurroundings.insetByItsOrigin(use, in: model), !UseSurroundings.centresByItsOrigin(use, in: model) {
                roles.add(.offsetLength, "the screen's length plus or minus an amount, \(described)")
                continue
            }
            roles.add(role, role == .contrast && flow.testsNearEquality
                      ? "tested for equality with another length (`abs(a - b) < …`)" : described)
        }
        // A side compared with a number picks a device model or a threshold, and a pixel count
        // tested for equality a model, which the comparison's roles say.
        if flow.meetsOtherAxis, !flow.sinks.contains(where: \.isComparison) {
            roles.add(.deviceSide, "the smaller or the larger of the screen's two axes")
        }
        if !flow.sinks.contains(where: \.isEquality), value == .scale ? flow.timesScreenLength : value.isBounds && flow.timesScreenScale {
            roles.add(.screenPixels, value == .scale ? "multiplied by one of the screen's lengths" : "multiplied by the screen's scale")
        }
        if value == .scale, flow.isDivisor { roles.add(.divisor, "divided by") }
        // A drag or deceleration the user ended scrolled a visible scroll view, which has a size.
        if case .bounds = value, flow.dividesByValue, !(context.memberKey(in: model).map(UseRoles.userScrollEnds.contains) ?? false) {
            roles.add(.divisor, "a length something is divided by")
        }
        if value == .scale, let member = context.member, let bitmap = mainScreenScaleBitmap(in: member) {
            roles.add(.pairedScale, "used next to a bitmap made at the main screen's scale without naming it (`\(model.file.text(bitmap))` "
                      + "on line \(model.file.location(bitmap).line))")
        }
        if value == .scale, let stored = flow.sinks.lazy.compactMap(Self.storedName).first(where: dividesBy) {
            roles.add(.divisor, "kept in `\(stored)`, which this file divides by")
        }
        if value == .nativeBounds {
            let asLength = Self.isPanelLength(flow)
            roles.add(asLength ? .screenPixels : .deviceSize, asLength
                ? "the panel's size in pixels, scaled into a length: pixels, not points, and the panel's, not this window's"
                : "the panel's size in pixels, which tells device models apart")
        }
        if value == .coordinateSpace { roles.add(.screenCoordinates, "the screen's coordinate space") }
        if let test = members.first(where: FileAnalysis.rectangleTests.contains) {
            roles.add(.screenCoordinates, "tested against a point or rectangle (`\(test)`)")
        } else if case .bounds = value, members == ["bounds"], let test = rectangleTest(taking: use.first) {
            roles.add(.screenCoordinates, "the rectangle another is tested against (`\(test)`): that one is in screen coordinates")
        }
        return roles
    }

    /// Whether a compared operand reads the screen's `nativeScale` (`… > UIScreen.main.nativeScale`).
    /// The line of the first `nativeScale` read in member scope `member`.
    private func nativeScaleLine(in member: Int?) -> Int? {
        guard let member, let read = mentions(of: "nativeScale", in: model.scopes[member].range).first else { return nil }
        return model.file.location(read).line
    }

    private static func readsNativeScale(_ operand: ValueSink.Operand) -> Bool {
        switch operand {
        case .geometry(let text), .value(let text): return text.hasSuffix("nativeScale")
        default: return false
        }
    }

    /// The property an assignment stores the value in: `pixelScale` in `pixelScale = …` or `self.pixelScale = …`.
    private static func storedName(_ sink: ValueSink) -> String? {
        guard case .assignment(let target, false) = sink else { return nil }
        if target.count == 1 { return target[0] }
        return target.count == 2 && target[0] == "self" ? target[1] : nil
    }

    /// Whether the file divides by `name` anywhere (`x / name`, `x / self.name`, `x /= name`).
    private func dividesBy(_ name: String) -> Bool {
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

    /// The parameters of the enclosing functions that hand in a scroll, table or collection view,
    /// or a view named as the container.
    private func handedContainers(_ context: Context) -> Set<String> {
        var names: Set<String> = []
        for scope in context.chain {
            guard let function = model.scopes[scope].functionDeclaration else { continue }
            for parameter in function.parameters where parameter.name != "_" {
                let type = parameter.type.filter { $0 != "?" && $0 != "!" }
                if ["UIScrollView", "UITableView", "UICollectionView"].contains(type)
                    || (type == "UIView" && LayoutNames.words(of: parameter.name).contains("container")) {
                    names.insert(parameter.name)
                }
            }
        }
        return names
    }

    /// The member names after `main` up to `end`: `bounds`, `size`, `width`.
    private func memberNames(after main: Int, through end: Int) -> [String] {
        guard main < end else { return [] }
        return ((main + 1)...end).compactMap { index in
            model.file.tokens[index].kind == .identifier ? model.file.text(index) : nil
        }
    }

    /// Where a sink reached through returns is, for a reason that would read as this line's:
    /// " (after `offset()` returns it, then `layoutOffset()`)".
    static func routeNote(_ route: [String]) -> String {
        guard let first = route.first else { return "" }
        return " (after `\(first)` returns it" + route.dropFirst().map { ", then `\($0)`" }.joined() + ")"
    }

    /// The role a sink gives a value of kind `value`.
    static func role(of sink: ValueSink, value: ScreenValue, flow: ValueFlow) -> Role {
        // What a fallback or an identity test means does not depend on what is read.
        if case .fallback = sink { return .fallback }
        if case .compared = sink, flow.testsNearEquality { return .contrast }
        // The screen's own length against an iPhone's or iPad's side picks a model; a share of it
        // (`width * 0.9 > 390`) against the same number is a cap on a layout size.
        if case .compared(_, .deviceDimension(let side)) = sink, case .bounds(let axis) = value,
           Double(side) == 812, !sink.isEquality, axis == .vertical || flow.meetsOtherAxis, !flow.isScaled, !flow.isAdditive {
            return .notchCheck
        }
        if case .compared(_, .deviceDimension) = sink, case .bounds = value {
            if flow.isScaled || flow.isAdditive { return .decidesLayout }
            return sink.isEquality ? .deviceModel : .deviceSize
        }
        if sink.isIdentity, value == .screen { return .identity }
        switch value {
        case .traits: return .traits
        case .screen: return sink.isIdentity ? .identity : .screenProperty
        case .projectMember: return .unknown
        case .nativeBounds: return isPanelLength(flow) ? .screenPixels : .deviceSize
        case .coordinateSpace: return .screenCoordinates
        case .scale: return scaleRole(of: sink)
        case .bounds: return lengthRole(of: sink, throughGeometry: !flow.labels.isEmpty)
        case .other:
            if case .compared = sink { return .decidesLayout }
            return .unknown
        }
    }

    private static func scaleRole(of sink: ValueSink) -> Role {
        switch sink {
        case .assignment(let target, _):
            return target.contains(where: LayoutNames.isScale) || target.contains(where: LayoutNames.isLength) ? .scaleFactor : .unknown
        case .argument(let callee, let label):
            if label.map(LayoutNames.isScale) == true || label.map(LayoutNames.isLength) == true { return .scaleFactor }
            guard let name = callee.last else { return .unknown }
            return LayoutNames.takesScale(name) || LayoutNames.isScale(name) || LayoutNames.takesLength(name)
                || callee.dropLast().contains(where: LayoutNames.isLength) ? .scaleFactor : .unknown
        case .returned(let member):
            guard let member else { return .unknown }
            let name = Scope.baseName(ofKey: member)
            return LayoutNames.isScale(name) || LayoutNames.isLength(name) || LayoutNames.isSizingCallback(member)
                ? .scaleFactor : .unknown
        case .compared(_, let other):
            switch other {
            case .constant: return .scaleFactor
            // `Int(scale) % 2 == 0` picks a pixel alignment; zero says nothing of another display.
            case .value, .zeroOrNil: return .unknown
            default: return .contrast
            }
        case .fallback: return .fallback
        case .unread: return .unused
        case .logged: return .logged
        case .written, .unknown, .handedOn: return .unknown
        }
    }

    /// The role of a length by where it ends; `throughGeometry` where it went into a geometry value
    /// on its way (`CGRect(origin: .zero, size: …)`).
    private static func lengthRole(of sink: ValueSink, throughGeometry: Bool) -> Role {
        switch sink {
        case .assignment(let target, _):
            if target.contains(where: LayoutNames.isWindow), target.contains(where: LayoutNames.isGeometry) { return .windowFrame }
            return target.suffix(3).contains(where: LayoutNames.isLength) ? .sizesContent : .unknown
        case .argument(let callee, let label):
            // `UIWindow(frame: UIScreen.main.bounds)` is the window-scene rules' own pattern; `UIWindow.init(frame:)`,
            // subclasses and a rectangle built around the length are not.
            let spelledInit = callee.last == "init"
            if label == "frame", let name = spelledInit ? callee.dropLast().last : callee.last, name.hasSuffix("Window"),
               name != "UIWindow" || spelledInit || throughGeometry {
                return .windowFrame
            }
            if label.map(LayoutNames.isLength) == true { return .sizesContent }
            return callee.dropLast().contains(where: LayoutNames.isLength) || callee.last.map(LayoutNames.takesLength) == true
                ? .sizesContent : .unknown
        case .returned(let member):
            guard let member else { return .unknown }
            return LayoutNames.isSizingCallback(member) || LayoutNames.isLength(Scope.baseName(ofKey: member)) ? .sizesContent : .unknown
        case .compared(let op, let other):
            switch other {
            case .constant, .deviceDimension: return op == "==" || op == "!=" ? .deviceModel : .decidesLayout
            case .screenObject: return .identity
            case .otherScreenAxis, .geometry: return .contrast
            // An offset, a position or a stored length: a threshold, or something else; the comparison
            // alone does not say the code asks about the screen as such.
            case .value: return .unknown
            case .zeroOrNil: return .unknown
            }
        case .fallback: return .fallback
        case .unread: return .unused
        case .logged: return .logged
        case .written, .unknown, .handedOn: return .unknown
        }
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
