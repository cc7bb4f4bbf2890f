import SourceModel

/// Whether the lists a type keeps span its view along one axis: the proof that a share of the
/// screen's length (`UIScreen.main.bounds.width / 2.5` for an item) is the same share of the list
/// that asks. A list pinned 20 pt in from each side, or held in a narrower view, is narrower than
/// the screen on every device, so the same share of its bounds shrinks every item: only a list
/// placed edge to edge in its view (or the view of a list controller itself) carries the share over.
/// One per file (`FileAnalysis.listPlacement`): a type's verdict is found once, whatever the number
/// of uses that ask.
final class ListPlacement {
    let model: SourceModel
    let index: TypeIndex
    /// The verdicts found so far, by type and axis.
    private var verdicts: [String: Verdict] = [:]
    /// Per type (qualified name), its stored lists and the token ranges of its declaration and the
    /// file's extensions of it; and every mention of those lists' names: one pass each per file.
    private lazy var listsByType: [String: [String]] = storedLists()
    private lazy var rangesByType: [String: [ClosedRange<Int>]] = model.scopes.reduce(into: [:]) { found, scope in
        if let type = scope.typeDeclaration { found[type.qualifiedName, default: []].append(scope.range) }
    }
    private lazy var mentionsByName: [String: [Int]] = {
        let file = model.file
        return Dictionary(grouping: file.identifierTokens(spelled: Set(listsByType.values.joined())).sorted()) { file.text($0) }
    }()

    init(model: SourceModel, index: TypeIndex) {
        self.model = model
        self.index = index
    }

    /// The axis a length runs along.
    enum Axis {
        case horizontal, vertical

        /// The anchor names of its two edges, each with its other spelling.
        var edges: [Set<String>] {
            switch self {
            case .horizontal: [["leading", "left"], ["trailing", "right"]]
            case .vertical: [["top"], ["bottom"]]
            }
        }

        /// The anchor that sets the whole length at once (`widthAnchor`, SnapKit's `width`).
        var length: String { self == .horizontal ? "width" : "height" }
    }

    /// What the file says about the lists of a type.
    enum Verdict: Equatable {
        /// Every list spans the type's view.
        case spans
        /// Not proven; the string says why, as a clause.
        case unproven(String)
    }

    /// Views a list may be pinned to and still span the type's view: the view itself, a cell's
    /// content view, a controller's view, the superview, or its safe area.
    static let spanningHosts: Set<String> = ["self", "view", "contentView", "superview", "safeAreaLayoutGuide"]

    /// Whether the lists of `type` span its view along `axis`.
    func verdict(for type: TypeDeclaration, resolution: TypeResolution?, axis: Axis) -> Verdict {
        let key = "\(type.qualifiedName)|\(axis)"
        if let known = verdicts[key] { return known }
        let found = find(for: type, resolution: resolution, axis: axis)
        verdicts[key] = found
        return found
    }

    /// Whether the view `name`, a member of `type`, spans the type's view along `axis`, by the same
    /// reading of its frame, anchors and SnapKit edges as a list's.
    func verdict(forView name: String, in type: TypeDeclaration, axis: Axis) -> Verdict {
        let key = "\(type.qualifiedName)|\(axis)|\(name)"
        if let known = verdicts[key] { return known }
        let found = placement(of: name, mentions: Self.within(rangesByType[type.qualifiedName] ?? [], mentionsByName(name)), axis: axis)
        verdicts[key] = found
        return found
    }

    /// The mentions of `name`, from the lists' table or looked up once.
    private func mentionsByName(_ name: String) -> [Int] {
        mentionsByName[name] ?? model.file.identifierTokens(spelled: [name])
    }

    private func find(for type: TypeDeclaration, resolution: TypeResolution?, axis: Axis) -> Verdict {
        let lists = listsByType[type.qualifiedName] ?? []
        let chain = Set((resolution?.path ?? []).map { TypeIndex.lastComponent($0.name) })
        if lists.isEmpty {
            if !chain.isDisjoint(with: ["UICollectionViewController", "UITableViewController"]) {
                return .spans
            }
            return .unproven("the list that asks is not a property of this type, so where it is placed, and how wide it is, "
                             + "is not in view")
        }
        let ranges = rangesByType[type.qualifiedName] ?? []
        for list in lists {
            let mentions = Self.within(ranges, mentionsByName[list] ?? [])
            if case .unproven(let why) = placement(of: list, mentions: mentions, axis: axis) { return .unproven(why) }
        }
        return .spans
    }

    /// Per type, its stored properties, lazy ones too, that hold a collection or table view.
    private func storedLists() -> [String: [String]] {
        model.scopes.reduce(into: [:]) { found, scope in
            guard let parent = scope.parent, let owner = model.scopes[parent].typeDeclaration,
                  let property = scope.propertyDeclaration, property.isStored, !property.isStatic,
                  let held = StoredContainer.declaredType(property, in: model), isList(held.name) else { return }
            found[owner.qualifiedName, default: []] += property.names
        }
    }

    /// The sorted `mentions` inside any of `ranges`, each range found by binary search.
    private static func within(_ ranges: [ClosedRange<Int>], _ mentions: [Int]) -> [Int] {
        ranges.flatMap { range in
            let start = mentions.partitionPoint { $0 >= range.lowerBound }
            let end = mentions.partitionPoint { $0 > range.upperBound }
            return start < end ? Array(mentions[start..<end]) : []
        }.sorted()
    }

    private func isList(_ name: String) -> Bool {
        let path = index.resolve(name).path.map { TypeIndex.lastComponent($0.name) }
        return path.contains("UICollectionView") || path.contains("UITableView")
    }

    /// How `list` is placed along `axis`: each edge pinned with no constant to a view that spans,
    /// or its length made equal to one, or its frame set to one's bounds; anything else unproven.
    private func placement(of list: String, mentions: [Int], axis: Axis) -> Verdict {
        let file = model.file
        var pinned = Array(repeating: false, count: axis.edges.count)
        var wholeLength = false
        for token in mentions {
            // `content.leadingAnchor.constraint(equalTo: list.leadingAnchor, constant: 8)` places the content, not the list.
            if let before = file.previous(before: token), file.punctuation(before, ":"),
               let open = model.enclosingOpener(of: token), file.punctuation(open, "(") { continue }
            // `list = UICollectionView(frame: view.bounds, …)`: made as large as its view.
            if let equals = file.next(after: token), file.punctuation(equals, "="), let type = file.next(after: equals),
               let open = file.next(after: type), file.punctuation(open, "("), let close = model.brackets.match(open),
               let frame = model.argumentTokens(labelled: "frame", open: open, close: close), isSpanningBounds(frame) {
                wholeLength = true
                continue
            }
            guard let dot = file.next(after: token), file.punctuation(dot, "."), let member = file.next(after: dot) else { continue }
            let line = file.location(token).line
            let name = file.text(member)
            if name == "frame" {
                // A read of the frame places nothing.
                guard let equals = file.next(after: member), file.punctuation(equals, "=") else { continue }
                guard isBoundsAssignment(after: member) else {
                    return .unproven("`\(list)` gets a frame of its own at line \(line), which may be narrower than its view")
                }
                wholeLength = true
            } else if name == "snp" {
                switch snapKitEdges(after: member, axis: axis) {
                case .none: continue
                case .some(.failure(let why)): return .unproven("`\(list)` \(why.text) (line \(line))")
                case .some(.success(let edges)):
                    for (position, edge) in axis.edges.enumerated() where !edges.isDisjoint(with: edge) { pinned[position] = true }
                    if edges.contains(axis.length) || edges.contains("edges") { wholeLength = true }
                }
            } else if name.hasSuffix("Anchor") {
                let edge = String(name.dropLast("Anchor".count))
                let position = axis.edges.firstIndex { $0.contains(edge) }
                guard position != nil || edge == axis.length else { continue }
                guard isPlainAnchorConstraint(after: member, edge: name) else {
                    return .unproven("`\(list)` is pinned with a constant or to another view at line \(line), so it is "
                                     + "narrower than its view or sized by something else")
                }
                if let position { pinned[position] = true } else { wholeLength = true }
            }
        }
        if wholeLength || pinned.allSatisfy({ $0 }) { return .spans }
        return .unproven("nothing screenmod reads proves that `\(list)` spans its view edge to edge (it reads anchors "
                         + "with no constant, frames from the view's bounds and SnapKit's edges; a project's own layout "
                         + "helper or a nib it cannot follow)")
    }

    /// `frame = bounds`, `frame = view.bounds`, `frame = self.contentView.bounds`.
    private func isBoundsAssignment(after frame: Int) -> Bool {
        let file = model.file
        guard let equals = file.next(after: frame), file.punctuation(equals, "="), let start = file.next(after: equals) else { return false }
        let end = model.postfixChainEnd(after: start)
        return isSpanningBounds(Array(start...end))
    }

    /// Whether the tokens are the bounds of a view that spans: `bounds`, `view.bounds`, `self.contentView.bounds`.
    private func isSpanningBounds(_ tokens: [Int]) -> Bool {
        let file = model.file
        guard tokens.allSatisfy({ file.tokens[$0].kind == .identifier || file.keyword($0, "self") || file.punctuation($0, ".")
                                    || file.tokens[$0].kind.isTrivia }) else { return false }
        let names = tokens.filter { file.tokens[$0].kind == .identifier || file.keyword($0, "self") }.map(file.text)
        guard names.last == "bounds" else { return false }
        return names.dropLast().allSatisfy(Self.spanningHosts.contains)
    }

    /// `leadingAnchor.constraint(equalTo: view.leadingAnchor)` with no constant, or a zero one,
    /// to the same edge of a view that spans.
    private func isPlainAnchorConstraint(after anchor: Int, edge: String) -> Bool {
        let file = model.file
        guard let dot = file.next(after: anchor), file.punctuation(dot, "."), let call = file.next(after: dot),
              file.identifier(call, "constraint"), let open = file.next(after: call), file.punctuation(open, "("),
              let close = model.brackets.match(open) else { return false }
        guard let target = model.argumentTokens(labelled: "equalTo", open: open, close: close) else { return false }
        let names = target.filter { file.tokens[$0].kind == .identifier || file.keyword($0, "self") }.map(file.text)
        guard names.last == edge, names.dropLast().allSatisfy(Self.spanningHosts.contains) else { return false }
        if let multiplier = model.argumentTokens(labelled: "multiplier", open: open, close: close),
           !isZeroOrOne(multiplier, one: true) { return false }
        if let constant = model.argumentTokens(labelled: "constant", open: open, close: close),
           !isZeroOrOne(constant, one: false) { return false }
        return true
    }

    private func isZeroOrOne(_ tokens: [Int], one: Bool) -> Bool {
        let text = tokens.map(model.file.text).joined()
        return one ? ["1", "1.0"].contains(text) : ["0", "0.0", ".zero"].contains(text)
    }

    /// The edges a SnapKit block (`list.snp.makeConstraints { $0.leading.trailing.equalToSuperview() }`)
    /// pins with nothing added, or why it does not span; nil where the chain is not such a block.
    private func snapKitEdges(after snp: Int, axis: Axis) -> Result<Set<String>, SnapKitProblem>? {
        let file = model.file
        guard let dot = file.next(after: snp), file.punctuation(dot, "."), let call = file.next(after: dot),
              ["makeConstraints", "remakeConstraints"].contains(file.text(call)),
              let brace = file.next(after: call), file.punctuation(brace, "{"), let close = model.brackets.match(brace) else { return nil }
        var edges: Set<String> = []
        let statements = Statements(model: model).starts(after: brace, before: close)
        for (position, start) in statements.enumerated() {
            let end = position + 1 < statements.count ? statements[position + 1] : close
            let names = (start..<end).filter { file.tokens[$0].kind == .identifier }.map(file.text)
            let touched = Set(names).intersection(axis.edges.flatMap { $0 } + [axis.length, "edges", "horizontalEdges", "verticalEdges"])
            guard !touched.isEmpty else { continue }
            let adds = !Set(names).isDisjoint(with: ["inset", "offset", "multipliedBy", "dividedBy", "lessThanOrEqualTo",
                                                      "greaterThanOrEqualTo", "equalToConstant"])
            let target = names.drop { $0 != "equalTo" && $0 != "equalToSuperview" }
            let spanning = target.first == "equalToSuperview" || target.dropFirst().allSatisfy(Self.spanningHosts.union(touched).contains)
            guard !adds, !target.isEmpty, spanning else {
                return .failure(SnapKitProblem(text: "is pinned with an inset, an offset or to another view"))
            }
            edges.formUnion(touched)
            if touched.contains("horizontalEdges") { edges.formUnion(["leading", "trailing"]) }
            if touched.contains("verticalEdges") { edges.formUnion(["top", "bottom"]) }
            if touched.contains("edges") { edges.formUnion(["leading", "trailing", "top", "bottom"]) }
        }
        return .success(edges)
    }

    struct SnapKitProblem: Error {
        var text: String
    }
}
