import SourceModel

/// The uses of one file that must move together (see `SharedStatements`): each rewrite and each
/// use kept on the main screen with the statement and decisions it takes part in, and which
/// rewrites go back to findings because something they move with stays. A rewrite taken back
/// stays on the main screen too, so what moves with it is taken back in turn, until nothing changes.
struct Withdrawals {
    /// A rewrite made at a use: where its decision is recorded, and what it moves with.
    struct Rewrite {
        var use: Use
        var edits: [Edit]
        var ruleID: String
        /// Its index among the recorded decisions.
        var position: Int
        /// Where the use is: what it holds back if it is taken back.
        var place: SharedStatements.Place
        var statement: Int?
        var decisions: [SharedStatements.Decision]
    }

    /// A use that stays on the main screen: where, and what it holds back.
    struct Kept {
        var place: SharedStatements.Place
        var statement: Int?
        var decisions: [SharedStatements.Decision]
        /// Its decisions that set one value again (`Decision.Kind.isCopy`).
        var copies: [SharedStatements.Decision] = []
        /// Whether it is a project helper's read: only that holds a helper-read decision back, the
        /// type's direct reads decide on their own.
        var isHelperRead = false
    }

    /// One rewrite taken back: which, the use that holds it back, and why.
    struct Withdrawal {
        var rewrite: Rewrite
        var place: SharedStatements.Place
        var why: SharedStatements.Kept
    }

    private(set) var rewrites: [Rewrite] = []
    private var kept: [Kept] = []
    /// Copy decisions a rewrite in every layout pass sets again after the kept copies
    /// (`SharedStatements.supersedesCopies`): those copies never show, so they hold nothing back.
    private var supersededCopies: Set<SharedStatements.Decision> = []

    mutating func rewrote(_ rewrite: Rewrite, supersedingCopies: Bool) {
        var rewrite = rewrite
        if supersedingCopies {
            supersededCopies.formUnion(rewrite.decisions.filter(\.kind.isCopy))
            rewrite.decisions.removeAll { $0.kind.isCopy }
        }
        rewrites.append(rewrite)
    }

    mutating func keep(_ kept: Kept) {
        self.kept.append(kept)
    }

    /// The rewrites taken back, each once, with the first reason found: a statement's before a
    /// decision's, decisions in `Decision.Kind.order`. `binds` says whether a decision's kept and
    /// rewritten uses must move together at all.
    func resolve(binds: (SharedStatements.Decision) -> Bool) -> [Withdrawal] {
        var keptStatements: [Int: SharedStatements.Place] = [:]
        var keptDecisions: [SharedStatements.Decision: SharedStatements.Place] = [:]
        func hold(_ kept: Kept) {
            if let statement = kept.statement, keptStatements[statement] == nil { keptStatements[statement] = kept.place }
            // A copy a layout pass sets again never shows, so it splits no layout.
            let overwritten = kept.copies.contains(where: supersededCopies.contains)
            for decision in kept.decisions where keptDecisions[decision] == nil && (decision.kind != .helperRead || kept.isHelperRead)
                && !(overwritten && decision.kind.isLayout) {
                keptDecisions[decision] = kept.place
            }
        }
        kept.forEach(hold)
        var found: [Withdrawal] = []
        var taken = Set<Int>()
        while true {
            var more: [Withdrawal] = []
            for (index, rewrite) in rewrites.enumerated() where !taken.contains(index) {
                if let statement = rewrite.statement, let place = keptStatements[statement] {
                    more.append(Withdrawal(rewrite: rewrite, place: place, why: .statement))
                } else if let decision = rewrite.decisions.filter({ binds($0) && keptDecisions[$0] != nil })
                            .min(by: { ($0.kind.order, $0.key) < ($1.kind.order, $1.key) }),
                          let place = keptDecisions[decision] {
                    more.append(Withdrawal(rewrite: rewrite, place: place, why: SharedStatements.Kept(decision.kind)))
                } else {
                    continue
                }
                taken.insert(index)
            }
            guard !more.isEmpty else { return found }
            found += more
            // What was taken back stays on the main screen: it holds back what moves with it.
            for withdrawal in more {
                let rewrite = withdrawal.rewrite
                hold(Kept(place: rewrite.place, statement: rewrite.statement, decisions: rewrite.decisions))
            }
        }
    }
}
