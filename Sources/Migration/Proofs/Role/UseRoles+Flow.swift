import RuleLanguage
import SourceModel

/// The roles a value's flow gives it: each place it goes (an assignment, an argument, a
/// comparison), then what the flow as a whole shows (a count of pixels, a divisor, a panel size).
extension FileAnalysis {
    /// The role of each sink of `flow`, with what overrides the sink's own role here: a device or
    /// Display Zoom check, a window's own geometry, a scene's size, a view's own constraints, a
    /// decision that sets no layout, a keyboard accessory, a view or layout shown elsewhere.
    /// Whether what the native scale is compared with makes the test a device or Display Zoom check: a
    /// number (a constant or a device's side) or a scale (`UIScreen.main.scale`), not zero or a length.
    static func checksDevice(_ operand: ValueSink.Operand) -> Bool {
        switch operand {
        case .constant, .deviceDimension: return true
        case .geometry(let text), .value(let text): return text.hasSuffix("scale") || text.hasSuffix("Scale")
        default: return false
        }
    }

    func addSinkRoles(_ flow: ValueFlow, value: ScreenValue, members: [String], use: Use, end: Int, context: Context,
                      handedNames: Set<String>, handed: String?, to roles: inout UseRoles) {
        for ((sink, local), route) in zip(zip(flow.sinks, flow.namedLocals), flow.returnedThrough) {
            let described = sink.described + Self.routeNote(route)
            if let (role, reason) = Self.sinkRole(of: sink, value: value, flow: flow) {
                roles.add(role, reason)
                // The sizes UIKit takes there and no layout reads: a bitmap's, an image request's, a hidden separator's inset.
                roles.endsOutsideLayout = roles.endsOutsideLayout || role == .unknown
                continue
            }
            if case .bounds = value, let scene = sceneSized(by: sink, at: use.first, context: context) {
                roles.add(.sceneSize, "the size of the SpriteKit scene `\(scene)`")
                continue
            }
            // The panel's native scale against a number or the drawing scale: a device or Display Zoom check
            // (against zero or another length it is a readiness test or a pixel size, no device check).
            if case .compared(_, let other) = sink, (members.first == "nativeScale" && Self.checksDevice(other)) || Self.readsNativeScale(other) {
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
            // A quotient by the length (`dx / width > 0.4`) is a fraction: a threshold on it that decides no
            // layout asks nothing about the device, but when the code fires follows the length it is a share of.
            if case .compared(_, .constant) = sink, case .bounds = value, flow.dividesByValue || flow.dividesByShare,
               !DecidedCode.decidesLayout(use, end: end, context: context, analysis: self) {
                roles.add(.fractionThreshold, "what a distance is divided by, the fraction then \(sink.described)")
                continue
            }
            var role = Self.role(of: sink, value: value, flow: flow)
            // A global the file declares carries the value to whatever code reads it, anywhere.
            if role == .sizesContent, case .assignment(let target, _) = sink, target.count == 1, globalNames.contains(target[0]) {
                roles.add(.unknown, "stored in the global `\(target[0])`, which code anywhere in the module may read")
                continue
            }
            // A SwiftUI view lays out from its body; a value stored in another object's property
            // (`viewModel.offset = …`) reaches whatever views read that object, not proven to be this one.
            if role == .sizesContent, case .assignment(let target, _) = sink, let owner = Self.otherOwner(of: target),
               isSwiftUIView(context) {
                roles.add(.unknown, "stored in `\(target.joined(separator: "."))`, a property of `\(owner)`, which any view "
                          + "that reads it may lay out with")
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
            // A section view the table sizes: its width follows the table, apart from the type's layout.
            if role == .sizesContent, case .argument(_, "frame") = sink, flow.labels.last == "width",
               widthOfReturnedSectionView(use, member: context.member) {
                roles.endsOutsideLayout = true
            }
            // A keyboard's accessory, a table's header and a flow layout's header take a width UIKit gives them.
            if role == .sizesContent, let replaced = widthUIKitSets(at: sink, value: value, flow: flow, use: use, member: context.member) {
                roles.add(replaced.role, replaced.reason)
                continue
            }
            // The frame of a view created here sizes content only where the method shows that view itself.
            if role == .sizesContent, case .argument(_, "frame") = sink,
               let created = viewShownElsewhere(from: use, member: context.member, handed: handedNames) {
                let host = context.type.flatMap { type in nameOfView(framedBy: use).flatMap { keyWindowContent.host(adding: $0, in: type.qualifiedName) } }
                roles.add(.shownElsewhere, host.map { "the frame of a new `\(created)` that this method adds to \($0.place.rawValue) (line \($0.line)), not to its own view" }
                    ?? "the frame of a new `\(created)` that this method does not add to its own view, so where it shows is not known")
                roles.endsOutsideLayout = roles.endsOutsideLayout || LayoutNames.isWindow(created)
                continue
            }
            // A layout created here sizes content only where the method installs it in a list.
            if role == .sizesContent, case .assignment(let target, _) = sink,
               let created = layoutShownElsewhere(target: target, member: context.member) {
                roles.add(.shownElsewhere, created.hasSuffix("Controller")
                          ? "a property of a new `\(created)`, which lays out in its own view, not in this code's"
                          : "a property of a new `\(created)` that this method does not install in a list of its own, "
                            + "so the list it sizes is not known")
                continue
            }
            // A local named as a length or a scale says what it holds when it is handed to a call.
            if role == .unknown, let local, case .argument(let callee, _) = sink, !LayoutNames.makesText(callee.last), value == .scale || value.isBounds {
                role = value == .scale ? .scaleFactor : .sizesContent
                roles.add(role, "held in `\(local)`, named as a \(value == .scale ? "scale" : "length")")
                continue
            }
            // Worked together with the view's own frame, it is a length in the superview's coordinates.
            if role == .sizesContent, let own = flow.operandTexts.sorted().first(where: ValueFlowWalker.isOwnFrame) {
                roles.add(.superviewPosition, "combined with `\(own)`, this view's own frame, a position in its superview")
                continue
            }
            // A length with a margin added or taken away is the container's only where the container spans the screen.
            if role == .sizesContent, flow.isAdditive, case .bounds = value, handed == nil,
               !UseSurroundings.insetByItsOrigin(use, in: model), !UseSurroundings.centresByItsOrigin(use, in: model),
               !(context.memberKey(in: model).map(LayoutNames.isSizingCallback) == true && UseSurroundings.lessTheListsInsets(use, in: model, insets: listInsetSums)) {
                roles.add(.offsetLength, "the screen's length plus or minus an amount, \(described)")
                continue
            }
            roles.add(role, role == .contrast && flow.testsNearEquality
                      ? "tested for equality with another length (`abs(a - b) < …`)" : described)
        }
    }

    /// The roles the flow as a whole gives the value, beyond its sinks'.
    func addWholeFlowRoles(_ flow: ValueFlow, value: ScreenValue, members: [String], use: Use, context: Context,
                           to roles: inout UseRoles) {
        // A side compared with a number picks a device model or a threshold, and a pixel count
        // tested for equality a model, which the comparison's roles say.
        if flow.meetsOtherAxis, !flow.sinks.contains(where: \.isThresholdTest) {
            roles.add(.deviceSide, "the smaller or the larger of the screen's two axes")
        }
        if !flow.sinks.contains(where: \.isEquality), value == .scale ? flow.timesScreenLength : value.isBounds && flow.timesScreenScale {
            roles.add(.screenPixels, value == .scale ? "multiplied by one of the screen's lengths" : "multiplied by the screen's scale")
        }
        // The scale the panel's pixels are divided by makes, with them, the device's side in points.
        if value == .scale || members.first == "nativeScale", flow.dividesByValue, flow.operandNames.contains("nativeBounds") {
            roles.add(.deviceSide, "the scale the panel's size in pixels (`nativeBounds`) is divided by, giving the device's side in points")
        }
        if value == .scale, flow.isDivisor { roles.add(.divisor, "divided by") }
        // A drag or deceleration the user ended scrolled a visible scroll view, which has a size.
        if case .bounds = value, flow.dividesByValue, !(context.memberKey(in: model).map(UseRoles.userScrollEnds.contains) ?? false) {
            roles.add(.divisor, "a length something is divided by")
        }
        // A scale only logged or thrown away draws nothing that could differ from the bitmap's.
        let drawsNothing = !flow.sinks.isEmpty && flow.sinks.allSatisfy(\.sizesNothing)
        if value == .scale, !drawsNothing, let member = context.member, let bitmap = mainScreenScaleBitmap(in: member) {
            roles.add(.pairedScale, "used next to a bitmap made at the main screen's scale without naming it (`\(model.file.text(bitmap))` "
                      + "on line \(model.file.location(bitmap).line))")
        }
        if value == .scale, let stored = flow.sinks.lazy.compactMap(Self.storedName).first(where: dividesBy) {
            roles.add(.divisor, "kept in `\(stored)`, which this file divides by")
        }
        // A panel size only written to the log decides nothing.
        if value == .nativeBounds, flow.sinks.isEmpty || !flow.sinks.allSatisfy({ if case .logged = $0 { true } else { false } }) {
            if Self.isPanelLength(flow) {
                roles.add(.screenPixels, "the panel's size in pixels, scaled into a length: pixels, not points, and the panel's, not this window's")
            } else if flow.sinks.contains(where: \.isComparison) {
                roles.add(.deviceSize, "the panel's size in pixels, compared: it tells device models apart")
            } else {
                roles.add(.panelPixels, "the panel's size in pixels, kept or passed on as it is, never compared here")
            }
        }
        if value == .coordinateSpace { roles.add(.screenCoordinates, "the screen's coordinate space") }
        if let test = members.first(where: FileAnalysis.rectangleTests.contains) {
            roles.add(.screenCoordinates, "tested against a point or rectangle (`\(test)`)")
        } else if case .bounds = value, members == ["bounds"], let test = rectangleTest(taking: use.first) {
            roles.add(.screenCoordinates, "the rectangle another is tested against (`\(test)`): that one is in screen coordinates")
        }
    }
}
