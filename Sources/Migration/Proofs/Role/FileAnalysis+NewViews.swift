import RuleLanguage
import SourceModel

extension FileAnalysis {
    /// For a value that becomes the frame of a view created around it (`Popup(frame: CGRect(…))`):
    /// the created type, unless the method puts that view into its own hierarchy (`addSubview`
    /// on itself, its `view`, its `contentView`, a view it is handed or one named as the container,
    /// such as a transition's `containerView`) — only then is the
    /// container the view the new one shows in. A view shown elsewhere (a popup in a window of
    /// its own, a controller presented later) is sized for a space this code does not know.
    func viewShownElsewhere(from use: Use, member: Int?, handed: Set<String>) -> String? {
        guard let (name, start) = createdView(framedBy: use.first) else { return nil }
        return isInserted(callStart: start, named: boundName(before: start), member: member, handed: handed) ? nil : name
    }

    /// The role of a width UIKit replaces with its own where the value ends at `sink`: the frame of
    /// a keyboard's accessory or input view, of a table's header or footer view, or the width of a
    /// flow layout's header or footer reference size where no layout of the file scrolls sideways.
    func widthUIKitSets(at sink: ValueSink, value: ScreenValue, flow: ValueFlow, use: Use, member: Int?) -> (role: Role, reason: String)? {
        guard case .bounds(.horizontal?) = value else { return nil }
        switch sink {
        case .argument(_, "frame"):
            if let accessory = setView(framedBy: use.first, member: member, slots: accessorySlots)
                ?? accessoryThroughLocal(initializedBy: use, member: member) {
                return (.keyboardAccessory, "the frame of `\(accessory)`, which the file sets as a keyboard's accessory or input view")
            }
            guard flow.labels.last == "width" else { return nil }
            guard let edge = setView(framedBy: use.first, member: member, slots: tableEdgeSlots) else { return nil }
            let what = edge.hasSuffix("ackgroundView") ? "a background view, which its list or cell sizes to its own bounds"
                : "a table's header or footer view"
            return (.listSetsWidth, "the width of `\(edge)`, which the file sets as \(what)")
        case .assignment(let target, _):
            guard let size = target.last, ["headerReferenceSize", "footerReferenceSize"].contains(size),
                  flow.labels.last == "width", !namesHorizontal else { return nil }
            return (.listSetsWidth, "the width of a flow layout's `\(size)`, which a vertical layout does not use")
        default:
            return nil
        }
    }

    /// The accessory or input views a local the use initializes frames (`let width = UIScreen.main.bounds.width`,
    /// then `UIDatePicker(frame: CGRect(…width: width…))` set as `inputView`), when every new view its reads
    /// frame is one: their names, joined.
    private func accessoryThroughLocal(initializedBy use: Use, member: Int?) -> String? {
        let file = model.file, last = model.postfixChainEnd(after: use.main)
        guard let member, let name = boundName(before: use.first), let end = file.next(after: last),
              file.newlineBetween(last, end) || file.punctuation(end, ";") else { return nil }
        let framing = mentions(of: name, in: model.scopes[member].range).filter { $0 > last && createdView(framedBy: $0) != nil }
        let accessories = framing.compactMap { setView(framedBy: $0, member: member, slots: accessorySlots) }
        guard !framing.isEmpty, accessories.count == framing.count else { return nil }
        return Set(accessories).sorted().joined(separator: "` and `")
    }

    /// The local or property a new view framed by `use` is bound to (`alert` in
    /// `let alert = Popup(frame: UIScreen.main.bounds)`), if any.
    func nameOfView(framedBy use: Use) -> String? {
        if let (_, start) = createdView(framedBy: use.first) { return boundName(before: start) }
        return viewFramedThroughLocal(initializedBy: use)
    }

    /// The local or property the one new view framed by a local the use initializes is bound to
    /// (`let frame = UIScreen.main.bounds`, then `let spinner = Spinner(frame: frame)`), also
    /// through one more local made from the first (`let width = UIScreen.main.bounds.width`, then
    /// `let frame = CGRect(…width: width…)`, then `Toast(frame: frame)`).
    private func viewFramedThroughLocal(initializedBy use: Use) -> String? {
        let file = model.file, last = model.postfixChainEnd(after: use.main)
        guard let member = model.context(at: use.first).member, var name = boundName(before: use.first),
              let end = file.next(after: last), file.newlineBetween(last, end) || file.punctuation(end, ";") else { return nil }
        var after = last
        for hop in 0..<2 {
            let later = mentions(of: name, in: model.scopes[member].range).filter { $0 > after }
            let framed = later.compactMap { createdView(framedBy: $0) }
            if framed.count == 1, let (_, start) = framed.first { return boundName(before: start) }
            // Every later read of the local makes one other local, from which the view is made.
            let made = later.map(localInitialized(holding:))
            guard hop == 0, framed.isEmpty, let next = made.first ?? nil,
                  made.allSatisfy({ $0?.name == next.name && $0?.end == next.end }) else { return nil }
            (name, after) = (next.name, next.end)
        }
        return nil
    }

    /// The local a `let name = …` or `var name = …` statement declares where its value holds the
    /// token at `index`, with the value's last token; nil elsewhere.
    private func localInitialized(holding index: Int) -> (name: String, end: Int)? {
        let file = model.file
        guard let range = statements.statementRange(at: index, inSwiftUI: false),
              file.keyword(range.lowerBound, "let") || file.keyword(range.lowerBound, "var"),
              let name = file.next(after: range.lowerBound), file.tokens[name].kind == .identifier,
              let equals = file.next(after: name), file.token(equals, is: "="), equals < index else { return nil }
        return (file.text(name), range.upperBound)
    }

    /// The table's callbacks whose returned view the table sizes to its own width.
    static let sectionViewCallbacks: Set<String> = ["tableView(_:viewForHeaderInSection:)", "tableView(_:viewForFooterInSection:)"]

    /// Whether `use` is the width of a new view a table's section header or footer callback
    /// returns (`return UIView(frame: …)`, or the local it is bound to): the table sets that width
    /// to its own, so the value lays out nothing beside the type's other content.
    func widthOfReturnedSectionView(_ use: Use, member: Int?) -> Bool {
        guard let member, Self.sectionViewCallbacks.contains(model.scopes[member].memberKey),
              let (_, start) = createdView(framedBy: use.first) else { return false }
        let file = model.file
        if let before = file.previous(before: start), file.keyword(before, "return") { return true }
        guard let name = boundName(before: start) else { return false }
        return mentions(of: name, in: model.scopes[member].range).contains { index in
            index > start && file.previous(before: index).map { file.keyword($0, "return") } == true
        }
    }

    /// The name a new view framed by `use` goes by, where the file sets it in one of `slots` (a
    /// text field's `inputAccessoryView`, a table's `tableHeaderView`): the local or property it
    /// is bound to (or the lazy property whose initial value makes it), assigned there or returned
    /// by an override of that name.
    private func setView(framedBy position: Int, member: Int?, slots: [Int]) -> String? {
        guard let (_, start) = createdView(framedBy: position) else { return nil }
        let file = model.file
        // `tableView.tableHeaderView = UIView(frame: …)`: set where it is made.
        if let equals = file.previous(before: start), file.punctuation(equals, "="), let slot = file.previous(before: equals),
           slots.contains(slot) {
            return file.text(slot)
        }
        var names = boundName(before: start).map { [$0] } ?? []
        if let member, let property = model.scopes[member].propertyDeclaration, property.initializer?.contains(start) == true {
            names += property.names
        }
        let setDirectly = names.first { name in
            slots.contains { slot in
                // `field.inputAccessoryView = toolbar`, `= self.toolbar`.
                if let equals = file.next(after: slot), file.punctuation(equals, "="), let value = file.next(after: equals) {
                    let end = model.postfixChainEnd(after: value)
                    if file.text(end) == name, end == value || file.keyword(value, "self") { return true }
                }
                // `override var inputAccessoryView: UIView? { toolbar }`.
                let scope = model.scopes[model.innermostScope(at: slot)]
                return scope.propertyDeclaration?.names == [file.text(slot)] && !mentions(of: name, in: scope.range).isEmpty
            }
        }
        return setDirectly ?? member.flatMap { memberReturning(viewAt: start, names: names, member: $0, slots: slots) }
    }

    /// The member `member`, as called, where it returns the new view made at `start` (or bound to
    /// one of `names`) and every read of it in the file puts the result in one of `slots`
    /// (`tableView.tableFooterView = footerView()`, `= self.footerView()`): a read that does anything
    /// else with the view, or none at all, proves nothing.
    private func memberReturning(viewAt start: Int, names: [String], member: Int, slots: [Int]) -> String? {
        let file = model.file, scope = model.scopes[member], key = scope.memberKey
        guard !key.isEmpty, !key.hasPrefix("init("), returns(viewAt: start, names: names, in: scope) else { return nil }
        let reads = mentions(of: Scope.baseName(ofKey: key)).filter { index in
            file.previous(before: index).map { !file.keyword($0, "func") && !file.keyword($0, "var") } ?? true
        }
        let setReads = reads.filter { read in
            var first = read
            // `self.footerView()`, `strongSelf.footerView()`: a receiver of one name.
            if let dot = file.previous(before: read), file.punctuation(dot, "."), let receiver = file.previous(before: dot),
               file.keyword(receiver, "self") || file.tokens[receiver].kind == .identifier { first = receiver }
            guard let equals = file.previous(before: first), file.punctuation(equals, "="),
                  let slot = file.previous(before: equals) else { return false }
            return slots.contains(slot)
        }
        guard !reads.isEmpty, setReads.count == reads.count else { return nil }
        return key.hasSuffix(")") ? Scope.baseName(ofKey: key) + "()" : key
    }

    /// Whether the member's code returns the new view made at `start`: `return UIView(frame: …)`, or
    /// `return view` for a local it is bound to.
    private func returns(viewAt start: Int, names: [String], in scope: Scope) -> Bool {
        let file = model.file
        if let before = file.previous(before: start), file.keyword(before, "return") { return true }
        return names.contains { name in
            mentions(of: name, in: scope.range).contains { index in
                index > start && file.previous(before: index).map { file.keyword($0, "return") } == true
            }
        }
    }

    /// The type and chain start of the view created around the use as its `frame:` (`Popup` of
    /// `Popup(frame: CGRect(…))`), walking out of geometry values and conversions.
    private func createdView(framedBy index: Int) -> (String, Int)? {
        let file = model.file
        var position = index
        while let open = model.enclosingOpener(of: position), file.punctuation(open, "(") {
            position = open
            guard let callee = file.previous(before: open) else { return nil }
            // `Popup(frame:)` or `Popup.init(frame:)`; geometry values and conversions are walked out of.
            let typeToken = file.keyword(callee, "init")
                ? file.previous(before: callee).flatMap { file.punctuation($0, ".") ? file.previous(before: $0) : nil } : callee
            guard let typeToken, file.tokens[typeToken].kind == .identifier else { continue }
            let name = file.text(typeToken)
            guard name.first?.isUppercase == true, !ValueFlowWalker.geometryValues.contains(name),
                  let argument = argumentStart(in: open, holding: index), model.argumentLabel(of: argument) == "frame"
            else { continue }
            return (name, model.chainStart(endingAt: typeToken))
        }
        return nil
    }

    /// The first token of the argument of the call opened at `open` that holds `index`: the start
    /// of the operand chain there (`CGRect` of `CGRect(…)`), whose label `argumentLabel` reads.
    private func argumentStart(in open: Int, holding index: Int) -> Int? {
        let file = model.file
        var position = index
        while let opener = model.enclosingOpener(of: position), opener != open { position = opener }
        guard position != index, let callee = file.previous(before: position) else { return model.chainStart(endingAt: index) }
        return model.chainStart(endingAt: callee)
    }

    /// The local or property a statement binds the call starting at `start` to (`popup` in `let popup = Popup(…)`,
    /// also `let toolbar: UIToolbar = UIToolbar(…)`, whose type annotation stands between the name and `=`).
    private func boundName(before start: Int) -> String? {
        let file = model.file
        guard let equals = file.previous(before: start), file.punctuation(equals, "="),
              var name = file.previous(before: equals) else { return nil }
        // `name: Type =`, `name: Module.Type? =`: back over the annotation to the name before its colon.
        var cursor = name
        for _ in 0..<8 {
            guard let before = file.previous(before: cursor), !file.newlineBetween(before, cursor) else { break }
            if file.punctuation(before, ":") {
                if let declared = file.previous(before: before), file.tokens[declared].kind == .identifier { name = declared }
                break
            }
            guard file.tokens[before].kind == .identifier || file.punctuation(before, ".") || file.token(before, is: "?")
                    || file.token(before, is: "!") || file.token(before, is: "<") else { break }
            cursor = before
        }
        return file.tokens[name].kind == .identifier ? file.text(name) : nil
    }

    /// Whether the new view is added to the method's own hierarchy: the call itself is the
    /// argument of an insertion, or the name it is bound to is inserted later in the member.
    private func isInserted(callStart: Int, named name: String?, member: Int?, handed: Set<String>) -> Bool {
        let file = model.file
        func ownReceiver(_ insertion: Int) -> Bool {
            guard let dot = file.previous(before: insertion), file.punctuation(dot, ".") else { return true }
            guard let owner = file.previous(before: dot) else { return false }
            let text = file.text(owner)
            return file.keyword(owner, "self") || ["view", "contentView"].contains(text) || handed.contains(text)
                || LayoutNames.words(of: text).contains("container")
        }
        if let open = model.enclosingOpener(of: callStart), file.punctuation(open, "("),
           let insertion = file.previous(before: open), DetachedViews.insertions.contains(file.text(insertion)) {
            return ownReceiver(insertion)
        }
        guard let name, let member else { return false }
        let range = model.scopes[member].range
        // A UIKit callback that returns the view (`viewForFooterInSection`) hands it to the list that shows it.
        if UIKitCallbacks.isCallback(model.scopes[member].memberKey),
           mentions(of: name, in: range).contains(where: { index in
               file.previous(before: index).map { file.keyword($0, "return") } == true }) {
            return true
        }
        // Only the insertions after the call and inside the member: a binary search into the file's list.
        let first = insertionTokens.partitionPoint { $0 > callStart }
        // `self.toolBar` (unwrapped or not) is the bound view where the binding declares no local of that name.
        let property = !declaresLocal(before: callStart)
        return insertionTokens[first...].prefix { $0 <= range.upperBound }.contains { insertion in
            guard let open = file.next(after: insertion),
                  file.punctuation(open, "("), var argument = file.next(after: open) else { return false }
            if property, file.keyword(argument, "self"), let dot = file.next(after: argument), file.punctuation(dot, "."),
               let member = file.next(after: dot) {
                argument = member
            }
            return file.text(argument) == name && ownReceiver(insertion)
        }
    }

    /// Whether the name a new view is bound to is declared there (`let alert = Popup(…)`).
    private func declaresLocal(before start: Int) -> Bool {
        let file = model.file
        guard let equals = file.previous(before: start), let name = file.previous(before: equals),
              let keyword = file.previous(before: name) else { return false }
        return file.keyword(keyword, "let") || file.keyword(keyword, "var")
    }
}
