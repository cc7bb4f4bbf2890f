/// The innermost closure, function or type scope at each of a rising series of token
/// positions: a sweep over the scopes sorted by start, instead of a scan of every scope per
/// position (N `guard let self` closures in one method made that quadratic).
struct InnermostCode {
    /// A closure, function or type scope.
    struct Candidate: Comparable {
        var scope: Int
        var range: ClosedRange<Int>
        var isClosure: Bool

        /// Later scopes first: of the scopes containing a position, the one created last wins,
        /// as it did when a scan over all scopes kept the last one it met.
        static func < (a: Candidate, b: Candidate) -> Bool { a.scope > b.scope }
    }

    /// The candidates by first token, then by creation.
    private let byStart: [Candidate]
    private var next = 0
    /// The candidates that start at or before the last position asked about.
    private var started = MinHeap<Candidate>()
    private var lastPosition = Int.min

    init(_ scopes: [Scope]) {
        var candidates: [Candidate] = []
        for (index, scope) in scopes.enumerated() {
            switch scope.kind {
            case .closure: candidates.append(Candidate(scope: index, range: scope.range, isClosure: true))
            case .function, .type: candidates.append(Candidate(scope: index, range: scope.range, isClosure: false))
            default: break
            }
        }
        byStart = candidates.sorted { ($0.range.lowerBound, $0.scope) < ($1.range.lowerBound, $1.scope) }
    }

    /// The innermost closure containing `position`, if no function or type lies between.
    /// Positions must not decrease from one call to the next.
    mutating func closure(at position: Int) -> Int? {
        precondition(position >= lastPosition, "InnermostCode is a forward sweep")
        lastPosition = position
        while next < byStart.count, byStart[next].range.lowerBound <= position {
            started.insert(byStart[next])
            next += 1
        }
        // A scope that ended before this position ends before every later one too.
        while let top = started.first, top.range.upperBound < position { started.removeFirst() }
        guard let top = started.first, top.isClosure else { return nil }
        return top.scope
    }
}
