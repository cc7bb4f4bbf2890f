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

/// The shared work counter and result slots of one `Parallel.map`. Each slot is written by one
/// worker only, so only the counter needs the lock; results are moved, never copied.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let slots: UnsafeMutablePointer<Result>
    private let count: Int
    private var next = 0

    init(count: Int) {
        self.count = count
        slots = UnsafeMutablePointer<Result>.allocate(capacity: count)
    }

    deinit {
        slots.deallocate()
    }

    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ result: consuming Result, at index: Int) {
        (slots + index).initialize(to: result)
    }

    /// Moves every result out; call once, after all workers finished.
    func collected() -> [Result] {
        [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: slots, count: count)
            initialized = count
        }
    }
}

/// A value computed on another thread from the moment it is made; `value` waits for it. For
/// work that would otherwise hold up a thread that waits on something else (git, the disk).
///
/// The thread is its own, not one of Dispatch's: Dispatch keeps as many workers as cores and
/// counts one blocked on git's output as busy, so a `Parallel.map` meanwhile ran on one core.
final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        Thread { [self] in
            result = work()
            done.leave()
        }.start()
    }

    /// The result, once the work has finished.
    var value: Value {
        done.wait()
        return result!
    }
}
