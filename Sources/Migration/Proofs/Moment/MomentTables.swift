import Dispatch
import RuleLanguage

/// The moment tables of a project, by type chain, shared by every file's analysis: a type
/// extended in many files is one table, not one per file.
///
/// A table depends only on project facts (the call graph, the outside uses, what the project
/// declares), so whichever file builds it first, the others read the same answer. Two files
/// may build one table at once; the second result is dropped.
final class MomentTables: @unchecked Sendable {
    typealias Table = [String: [Moment: MomentFinder.Origin]]

    private let lock = DispatchSemaphore(value: 1)
    private var tables: [String: Table] = [:]

    /// The table under `key`, built by `make` when no file has built it yet.
    func table(_ key: String, make: () -> Table) -> Table {
        lock.wait()
        let known = tables[key]
        lock.signal()
        if let known { return known }
        let built = make()
        lock.wait()
        defer { lock.signal() }
        if let raced = tables[key] { return raced }
        tables[key] = built
        return built
    }
}
