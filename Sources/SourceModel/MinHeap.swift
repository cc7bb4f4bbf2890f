/// A binary min-heap: the smallest element first, O(log n) to add or remove one.
struct MinHeap<Element: Comparable> {
    private var elements: [Element] = []

    /// The smallest element, if any.
    var first: Element? { elements.first }

    /// Whether the heap holds nothing.
    var isEmpty: Bool { elements.isEmpty }

    /// Adds `element`.
    mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard elements[child] < elements[parent] else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the smallest element.
    @discardableResult
    mutating func removeFirst() -> Element? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let smallest = elements.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smaller = parent
            if left < elements.count, elements[left] < elements[smaller] { smaller = left }
            if right < elements.count, elements[right] < elements[smaller] { smaller = right }
            guard smaller != parent else { break }
            elements.swapAt(parent, smaller)
            parent = smaller
        }
        return smallest
    }
}
