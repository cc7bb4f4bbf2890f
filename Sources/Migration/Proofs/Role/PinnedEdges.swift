import SourceModel

/// A SnapKit maker that pins both of a view's edges along one axis to its superview
/// (`$0.leading.trailing.equalToSuperview()`, `make.edges.equalToSuperview()`) and also gives the
/// view a length along that axis: the length is then the superview's too, so it sizes the view that
/// holds this one (a self-sizing cell, a stack), and a length relative to the superview would say nothing.
enum PinnedEdges {
    /// The SnapKit attributes that pin both edges along each dimension.
    private static let bothEdges: [String: Set<String>] = [
        "width": ["edges", "horizontalEdges", "directionalEdges"],
        "height": ["edges", "verticalEdges", "directionalEdges"],
    ]
    private static let edgePairs: [String: [(String, String)]] = [
        "width": [("leading", "trailing"), ("left", "right")],
        "height": [("top", "bottom")],
    ]

    /// The dimension (`width`, `height`) a SnapKit constraint in `flow` sets, where every sink names the same one.
    static func dimension(of flow: ValueFlow) -> String? {
        let named = flow.sinks.map { sink -> String? in
            guard case .argument(let callee, _) = sink else { return nil }
            return callee.dropLast().last { $0 == "width" || $0 == "height" }
        }
        guard let first = named.first ?? nil, named.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// Whether the maker closure around `index` pins both edges along `dimension` to the superview.
    static func pins(_ dimension: String, around index: Int, context: Context, model: SourceModel) -> Bool {
        guard let closure = context.closures.last, let singles = bothEdges[dimension], let pairs = edgePairs[dimension] else { return false }
        let file = model.file
        for call in closure.braces where file.identifier(call, "equalToSuperview") {
            let start = model.chainStart(endingAt: call)
            let names = Set((start...call).filter { file.tokens[$0].kind == .identifier }.map(file.text))
            if !names.isDisjoint(with: singles) || pairs.contains(where: { names.contains($0.0) && names.contains($0.1) }) { return true }
        }
        return false
    }
}
