/// One of `count` deterministic shares of a repository list, so a CI matrix can spread the work.
///
/// Shares are dealt round-robin by list position: the repository at 1-based position `p` belongs
/// to shard `(p - 1) % count + 1`. Every repository is in exactly one shard, shards differ in size
/// by at most one, and the split depends only on the list, never on the machine or the clock.
struct BatchShard: Equatable, Sendable {
    /// 1-based number of this shard.
    var index: Int
    /// How many shards the list is split into.
    var count: Int

    /// Parses `K/N` with 1 <= K <= N.
    static func parse(_ text: String) throws(CLIError) -> BatchShard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, (1...count).contains(index) else {
            throw .usage("The value '\(text)' is invalid for '--shard <k/n>'. Please provide two whole numbers "
                + "such as 2/5, where 1 <= k <= n.")
        }
        return BatchShard(index: index, count: count)
    }

    /// Whether the repository at 1-based `position` in the full list belongs to this shard.
    func contains(position: Int) -> Bool {
        (position - 1) % count == index - 1
    }

    /// The shard as written on the command line, e.g. `2/5`.
    var description: String { "\(index)/\(count)" }
}
