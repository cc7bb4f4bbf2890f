import Dispatch
import Foundation

/// Runs work on several threads and gathers the results in input order, so output never
/// depends on `--jobs` or on scheduling.
enum Parallel {
    /// `transform` applied to every element, computed on up to `jobs` threads, in input order.
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], jobs: Int, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let workers = Swift.min(Swift.max(jobs, 1), elements.count)
        if workers <= 1 { return elements.map(transform) }
        let results = ResultSlots<Result>(count: elements.count)
        // Workers pull the next index, so one slow file does not hold up a fixed share of others.
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = results.claimNext() {
                results.store(transform(elements[index]), at: index)
            }
        }
        return results.collected()
    }
}

/// The shared, lock-protected work counter and result slots of one `Parallel.map`.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result?]
    private var next = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ result: Result, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func collected() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
