import Dispatch

/// `transform` applied to every element on all cores, results in input order.
public func concurrentMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
    guard items.count > 1 else { return items.map(transform) }
    let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    nonisolated(unsafe) let slots = results
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        slots[index] = transform(items[index])
    }
    return results.map { $0! }
}
