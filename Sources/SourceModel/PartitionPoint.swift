extension RandomAccessCollection where Index == Int {
    /// The first index whose element `isPast` holds for, in a collection ordered so that it
    /// fails for a prefix and holds for the rest (`count` when it holds for none): a binary
    /// search, the one every sorted table of positions here is asked with.
    @inlinable public func partitionPoint(_ isPast: (Element) -> Bool) -> Int {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if isPast(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
