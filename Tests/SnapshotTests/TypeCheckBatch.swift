import Foundation
import SourceModel

/// Type-checks many snapshot cases with one compiler run per batch instead of one per case.
///
/// A compiler run costs about 0.1 s before it reads a line (loading the standard library,
/// Foundation and the stubs) and a few hundredths per case after, so one run for fifty cases
/// takes what three did alone. Each case is a module of its own; cases share a run only when
/// none can reach another's declarations (CaseNames says how that is told). A batch that fails
/// is checked again case by case, so a failure reads exactly as it does alone.
/// With SCREENMOD_FULL_TESTS=1 every case is also checked alone, and a batch that passed a case
/// which fails alone is reported: the grouping missed a way one case reached another.
enum TypeCheckBatch {
    /// What the compiler said of one case.
    struct Outcome: Sendable {
        /// Whether the case type-checks.
        var ok: Bool
        /// The compiler's output for the case alone; empty when it passed in a batch.
        var output: String
        /// Set in the full run when the case passed in a batch but fails alone.
        var hiddenByBatch = false
    }

    /// The most cases in one compiler run: enough to spread the start-up, small enough that a
    /// failing batch is quickly checked again case by case, and that both cores get batches.
    static let largestBatch = 60

    /// The outcome of type-checking each case (a list of files forming one module), in order.
    static func check(_ cases: [[URL]], with toolchain: StubToolchain,
                      aloneToo: Bool = FullTests.enabled) -> [Outcome] {
        let names = concurrentMap(cases) { CaseNames(files: $0) }
        let batches = plan(names).sorted { $0.count > $1.count }
        var outcomes = [Outcome?](repeating: nil, count: cases.count)
        let results = concurrentMap(batches) { batch in
            run(batch.map { cases[$0] }, with: toolchain, aloneToo: aloneToo)
        }
        for (batch, result) in zip(batches, results) {
            for (member, outcome) in zip(batch, result) { outcomes[member] = outcome }
        }
        return outcomes.map { $0! }
    }

    /// The cases grouped into batches, first fit: a case joins the first batch of the same imports
    /// where it spells nothing the batch declares and declares nothing the batch spells. Cases
    /// that declare what others declare too (`SceneDelegate`, `@main`) are placed first, so that
    /// each starts a batch the others fill, instead of being left over for a run of its own.
    static func plan(_ names: [CaseNames]) -> [[Int]] {
        struct Batch {
            var members: [Int]
            var declared: Set<String>
            var spelled: Set<String>
            var imports: [String]
            var closed: Bool
        }
        var declaredBy: [String: Int] = [:]
        for name in names { for declared in name.declared { declaredBy[declared, default: 0] += 1 } }
        let shared = names.map { $0.declared.map { declaredBy[$0] ?? 0 }.max() ?? 0 }
        let order = names.indices.sorted { (-shared[$0], $0) < (-shared[$1], $1) }
        var batches: [Batch] = []
        for index in order {
            let name = names[index]
            let fits = batches.firstIndex {
                !$0.closed && $0.members.count < largestBatch && $0.imports == name.imports
                    && $0.declared.isDisjoint(with: name.spelled) && name.declared.isDisjoint(with: $0.spelled)
            }
            if let fits, name.alone == nil {
                batches[fits].members.append(index)
                batches[fits].declared.formUnion(name.declared)
                batches[fits].spelled.formUnion(name.spelled)
            } else {
                batches.append(Batch(members: [index], declared: name.declared, spelled: name.spelled,
                                     imports: name.imports, closed: name.alone != nil))
            }
        }
        return batches.map { $0.members.sorted() }
    }

    private static func run(_ cases: [[URL]], with toolchain: StubToolchain, aloneToo: Bool) -> [Outcome] {
        let together = cases.count > 1 && toolchain.typecheck(files: cases.flatMap { $0 }).ok
        guard !together || aloneToo else { return cases.map { _ in Outcome(ok: true, output: "") } }
        return cases.map { files in
            let alone = toolchain.typecheck(files: files)
            return Outcome(ok: alone.ok, output: alone.output, hiddenByBatch: together && !alone.ok)
        }
    }
}
