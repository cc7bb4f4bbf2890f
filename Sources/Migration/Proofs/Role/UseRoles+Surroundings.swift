import RuleLanguage
import SourceModel

extension FileAnalysis {
    /// The roles the code around a use gives its value, before the value's own flow is read: a
    /// bare `.main`'s context, a helper read, screen coordinates, a contrast deciding the branch,
    /// a SwiftUI file past the safe area, a side picked by orientation, a branch for older systems.
    func addSurroundingRoles(of use: Use, members: [String], value: ScreenValue, end: Int, context: Context,
                             to roles: inout UseRoles) {
        // A bare `.main` takes its meaning from what gives it the screen type.
        if use.form == .contextual {
            switch model.contextualEvidence(at: use.main, screenParameters: []) {
            case .comparison?: roles.add(.identity, "compared as an object with another screen")
            case .fallback?: roles.add(.fallback, "the fallback of `??`")
            default: break
            }
        }
        if callsScreenHelper(use) { roles.add(.helperCall, "read through the project's own `UIScreen.\(members.first ?? "")`") }
        if case .screen(let source) = coordinateSpaces.space(member: context.member, at: use.first), case .bounds = value {
            roles.add(.screenCoordinates, "in code that also reads \(source.rawValue)")
        }
        if let contrast = guardingContrast(of: use) { roles.add(.contrast, contrast) }
        if let fallback = bindingFallback(of: use) { roles.add(.fallback, fallback) }
        if let (line, measured) = StoredPlaceholder.reassignmentLine(ofInitializerAt: use.first, context: context, in: model,
                                                                       mentions: { self.mentions(of: $0) }) {
            roles.add(.placeholder, measured
                ? "a placeholder: line \(line) assigns the property again from the size the view measures once it is laid out"
                : "a placeholder: the layout hook on line \(line) assigns the property again once the view is laid out")
        }
        if case .bounds(let axis) = value, isSwiftUIView(context), let full = fullBleed(use, along: axis, in: context) {
            roles.add(.coversScreen, full)
        }
        if value == .scale, let member = context.member, multiplies(use.first, end), let crop = croppingCall(in: member) {
            roles.add(.pixelScale, "a factor that turns lengths into the pixels `cropping(to:)` on line "
                      + "\(model.file.location(crop).line) cuts from an image, which is the image's own scale")
        }
        if let member = context.member, let video = videoFrameReason(of: use, value: value, member: member) {
            roles.add(.videoFrame, video)
        }
        if UseSurroundings.picksScreenSide(use, in: model) {
            roles.add(.deviceSize, "one side of the device, picked by orientation between the screen's two axes")
        } else if case .bounds = value, UseSurroundings.ternaryPicksSide(use, in: model) {
            roles.add(.deviceSide, "in a ternary that compares the screen's two axes to pick the shorter or longer one")
        }
        if let line = replacesRootView(use, context: context) {
            roles.add(.rootView, "the frame of this controller's own root view (line \(line))")
        }
        if initializesOwnWindowFrame(use, context: context) {
            roles.add(.windowFrame, "the frame this window's own initializer gives it (`super.init(frame:)`)")
        }
        for (role, reason) in UseSurroundings.roles(of: use, end: end, in: model, windows: windowProperties,
                                                    rotations: rotationTransforms) {
            roles.add(role, reason)
        }
        // The `else` of `#available` (the block of `#unavailable`) is the branch for older systems,
        // whatever it reads: not a fallback for a missing value, and gone once the target reaches it.
        if let directive = UseSurroundings.olderSystemBranch(of: use.first, in: model) {
            let file = model.file
            let place = file.token(directive, is: "#unavailable") ? "in the block" : "in the `else`"
            roles.add(.olderSystem, "\(place) of the `\(file.text(directive))` check on line \(file.location(directive).line)")
        } else if let branch = UseSurroundings.systemVersionBranch(of: use.first, in: model) {
            roles.add(.olderSystem, "in the block of the `if` on line \(model.file.location(branch.keyword).line) that runs "
                      + "below iOS \(branch.version)")
        } else if UseSurroundings.fallsBackFromDisplayScale(use.first, member: context.member, analysis: self) {
            roles.add(.fallback, "in the branch taken when the trait collection's displayScale is not usable")
        }
    }

    /// Why the use's view is laid past the safe area along the axis the value runs (either, for
    /// a whole size): in the region of a modifier of this file, or placed so by another file.
    private func fullBleed(_ use: Use, along axis: Axis?, in context: Context) -> String? {
        // A portrait-only iPhone app has no safe-area inset at the sides: across, past the safe area is inside it.
        let sidesFree = project.portraitOnlyApps.contains(model.file.path)
        let axes = (axis.map { [$0] } ?? [.horizontal, .vertical]).filter { !(sidesFree && $0 == .horizontal) }
        for axis in axes {
            if let ignoring = safeAreaRegions[axis]?.modifier(covering: use.first) {
                return "in a SwiftUI view laid past the safe area (`\(model.file.text(ignoring))` on line "
                    + "\(model.file.location(ignoring).line)), where a container's length stops at the safe area and the screen's does not"
            }
        }
        guard let type = context.type,
              let placer = axes.lazy.compactMap({ self.placerIgnoringSafeArea(of: type.qualifiedName, along: $0) }).first else { return nil }
        return "in a SwiftUI view that \(placer) places past the safe area, where "
            + "a container's length stops at the safe area and the screen's does not"
    }

    /// The rectangle tests whose receiver and argument share a coordinate space.
    static let rectangleTests: Set<String> = ["contains", "intersects", "intersection"]

    /// The test (`intersection`) whose whole argument is the use: `frame.intersection(UIScreen.main.bounds)`
    /// tests a rectangle in the screen's coordinates, a global frame, not a layout size.
    func rectangleTest(taking first: Int) -> String? {
        let file = model.file
        guard let open = model.enclosingOpener(of: first), file.punctuation(open, "("), file.next(after: open) == first,
              let callee = file.previous(before: open), file.tokens[callee].kind == .identifier,
              Self.rectangleTests.contains(file.text(callee)),
              let dot = file.previous(before: callee), file.punctuation(dot, ".") else { return nil }
        return file.text(callee)
    }

    /// The line of `view = T(frame: …)`, `self.view = …` or `view.frame = …` holding `use` in a view controller: the
    /// root view's frame, which whoever shows the controller sets (UIKit, or a parent by hand).
    private func replacesRootView(_ use: Use, context: Context) -> Int? {
        let file = model.file
        guard let type = context.type, resolve(type).kind == .viewController,
              var start = statements.statement(at: use.first, inSwiftUI: false) else { return nil }
        if file.keyword(start, "self"), let dot = file.next(after: start), file.punctuation(dot, "."),
           let member = file.next(after: dot) {
            start = member
        }
        // `let root = UIView(frame: …)`, then `view = root`: the local becomes the root view.
        if let member = context.member, let name = nameOfView(framedBy: use),
           let line = rootViewAssignment(of: name, after: use.first, in: member) {
            return line
        }
        // The controller's own `view`, not a local of that name (`let view = UIView()` in a closure).
        guard file.identifier(start, "view"), !model.isShadowed("view", at: start), let equals = file.next(after: start) else { return nil }
        // `view.frame = …`, `view.bounds = …`: the root view's frame set after it is made.
        if file.punctuation(equals, "."), let member = file.next(after: equals), file.identifier(member, "frame") || file.identifier(member, "bounds"),
           let assign = file.next(after: member), file.token(assign, is: "="), assign < use.first {
            return file.location(start).line
        }
        guard file.token(equals, is: "="),
              let made = file.next(after: equals), file.tokens[made].kind == .identifier,
              let open = file.next(after: made), file.punctuation(open, "("), let close = model.brackets.match(open),
              open < use.first, use.first < close else { return nil }
        return file.location(start).line
    }

    /// The line of `view = name` or `self.view = name` after token `after` in member scope `member`,
    /// where `view` is the controller's own.
    private func rootViewAssignment(of name: String, after: Int, in member: Int) -> Int? {
        let file = model.file, model = self.model
        return mentions(of: name, in: model.scopes[member].range).lazy.filter { $0 > after }.compactMap { index -> Int? in
            guard let equals = file.previous(before: index), file.token(equals, is: "="),
                  let target = file.previous(before: equals), file.identifier(target, "view"),
                  !model.isShadowed("view", at: target), model.postfixChainEnd(after: index) == index else { return nil }
            if let dot = file.previous(before: target), file.punctuation(dot, ".") {
                guard let receiver = file.previous(before: dot), file.keyword(receiver, "self") else { return nil }
            }
            return file.location(target).line
        }.first
    }

    /// Whether the use is in the `frame:` argument of `super.init(frame:)` or `self.init(frame:)`
    /// in a `UIWindow` subclass: the window's own frame, which its scene sets (a view's `.zero`
    /// would leave a window of no size).
    private func initializesOwnWindowFrame(_ use: Use, context: Context) -> Bool {
        let file = model.file
        guard isWindow(context), model.argumentLabel(of: use.first) == "frame",
              let open = model.enclosingOpener(of: use.first), let callee = file.previous(before: open),
              file.keyword(callee, "init"), let dot = file.previous(before: callee), file.punctuation(dot, "."),
              let receiver = file.previous(before: dot), file.keyword(receiver, "super") || file.keyword(receiver, "self")
        else { return false }
        return true
    }

    /// Whether the use is in a view's own code (a `UIView` subclass, cells included), not a window's,
    /// whose size may come from the constraints it makes: none of the project's code sets its frame
    /// from the screen (`card.frame = UIScreen.main.bounds`), which would size it from outside.
    func sizesByOwnConstraints(_ context: Context) -> Bool {
        guard let type = context.type, resolve(type).kind == .view, !isWindow(context) else { return false }
        return screenSizedViews.site(sizing: TypeIndex.lastComponent(type.name), except: "", lines: 0...0) == nil
    }

    /// Whether the use is in a `UIWindow` subclass's own code.
    func isWindow(_ context: Context) -> Bool {
        guard let type = context.type else { return false }
        return SiteFacts.frameworkBase(resolve(type)) == "UIWindow"
    }

    /// The geometry of the object itself an assignment sets (`frame` in `frame = …`,
    /// `self.center = …`, `frame.size.width = …`), if that is what it sets.
    static func ownGeometry(_ target: [String]) -> String? {
        let own = target.first == "self" ? target.dropFirst() : target[...]
        guard let first = own.first, LayoutNames.isGeometry(first) else { return nil }
        return first
    }
}
