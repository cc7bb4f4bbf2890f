/// Finds the longest run of lines two files share, as matched index pairs.
///
/// Patience diff first: lines that occur exactly once on both sides anchor the match, and the
/// gaps between anchors are solved recursively; a gap without such lines falls back to Myers'
/// O(ND) algorithm. Anchoring keeps large files with few changes fast, and keeps hunks aligned
/// on distinctive lines rather than on braces and blank lines.
enum LineDiff {
    /// Beyond this many steps Myers gives up on a gap and reports it as replaced wholesale.
    private static let myersBudget = 20_000_000

    /// The matched `(old, new)` index pairs, increasing in both, of line ids `old` and `new`.
    static func matches(_ old: [Int], _ new: [Int]) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        solve(old, new, 0..<old.count, 0..<new.count, depth: 0, into: &result)
        return result
    }

    private static func solve(_ a: [Int], _ b: [Int], _ aRange: Range<Int>, _ bRange: Range<Int>,
                              depth: Int, into result: inout [(Int, Int)]) {
        var aLow = aRange.lowerBound, bLow = bRange.lowerBound
        var aHigh = aRange.upperBound, bHigh = bRange.upperBound
        while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
            result.append((aLow, bLow))
            aLow += 1
            bLow += 1
        }
        var suffix = 0
        while aLow < aHigh, bLow < bHigh, a[aHigh - 1] == b[bHigh - 1] {
            aHigh -= 1
            bHigh -= 1
            suffix += 1
        }
        if aLow < aHigh, bLow < bHigh {
            let anchors = depth < 64 ? uniqueAnchors(a, b, aLow..<aHigh, bLow..<bHigh) : []
            if anchors.isEmpty {
                result += myers(a, b, aLow..<aHigh, bLow..<bHigh)
            } else {
                var (aNext, bNext) = (aLow, bLow)
                for (i, j) in anchors {
                    solve(a, b, aNext..<i, bNext..<j, depth: depth + 1, into: &result)
                    result.append((i, j))
                    (aNext, bNext) = (i + 1, j + 1)
                }
                solve(a, b, aNext..<aHigh, bNext..<bHigh, depth: depth + 1, into: &result)
            }
        }
        for offset in 0..<suffix { result.append((aHigh + offset, bHigh + offset)) }
    }

    /// Lines occurring once in each range, paired, reduced to the longest chain increasing on both sides.
    private static func uniqueAnchors(_ a: [Int], _ b: [Int], _ aRange: Range<Int>, _ bRange: Range<Int>) -> [(Int, Int)] {
        var counts: [Int: (a: Int, aIndex: Int, b: Int, bIndex: Int)] = [:]
        for i in aRange { counts[a[i], default: (0, 0, 0, 0)].a += 1; counts[a[i]]!.aIndex = i }
        for j in bRange { counts[b[j], default: (0, 0, 0, 0)].b += 1; counts[b[j]]!.bIndex = j }
        let pairs = counts.values.filter { $0.a == 1 && $0.b == 1 }.map { ($0.aIndex, $0.bIndex) }.sorted { $0.0 < $1.0 }
        return longestIncreasing(pairs)
    }

    /// The longest subsequence of `pairs` (sorted by first) whose second elements increase.
    private static func longestIncreasing(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
        var tails: [Int] = []          // index into pairs of the smallest tail of each length
        var previous = Array(repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if pairs[tails[mid]].1 < pair.1 { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var chain: [(Int, Int)] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            chain.append(pairs[cursor])
            cursor = previous[cursor]
        }
        return chain.reversed()
    }

    /// Myers' greedy shortest edit script over one gap; gives up (no matches) past the budget.
    private static func myers(_ a: [Int], _ b: [Int], _ aRange: Range<Int>, _ bRange: Range<Int>) -> [(Int, Int)] {
        let n = aRange.count, m = bRange.count
        let limit = min(n + m, max(64, myersBudget / (n + m)))
        let offset = limit + 1
        var v = Array(repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []        // trace[d][k + d] = furthest x on diagonal k after step d
        for d in 0...limit {
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[aRange.lowerBound + x] == b[bRange.lowerBound + y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m {
                    trace.append(Array(v[(offset - d)...(offset + d)]))
                    return backtrack(trace, n, m).map { ($0.0 + aRange.lowerBound, $0.1 + bRange.lowerBound) }
                }
            }
            trace.append(Array(v[(offset - d)...(offset + d)]))
        }
        return []
    }

    /// Walks the trace back from the end, collecting the diagonal (matching) moves.
    private static func backtrack(_ trace: [[Int]], _ n: Int, _ m: Int) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, to: 0, by: -1) {
            let before = trace[d - 1]
            func at(_ k: Int) -> Int { before[k + d - 1] }
            let k = x - y
            let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let previousX = at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                result.append((x, y))
            }
            (x, y) = (previousX, previousY)
        }
        while x > 0, y > 0 {
            x -= 1; y -= 1
            result.append((x, y))
        }
        return result.reversed()
    }
}
