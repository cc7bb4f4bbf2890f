import Foundation

extension BatchSummary {
    /// The `summary.json` document (docs/batch.md describes every field).
    func json() -> JSONValue {
        var totals: [(String, JSONValue)] = [("repositories", .int(results.count))]
        totals += BatchStatus.allCases.map { status in (status.rawValue, .int(results.filter { $0.status == status }.count)) }
        totals += [("filesChanged", .int(sum(\.filesChanged))), ("rewrites", .int(sum(\.rewrites))),
                   ("findings", .int(sum(\.findings))), ("fileErrors", .int(sum(\.fileErrors)))]
        var fields: [(String, JSONValue)] = [
            ("version", .int(1)),
            ("tool", .string("\(ToolInfo.name) \(ToolInfo.version)")),
            ("mode", .string(mode)),
            ("branch", branch.map(JSONValue.string) ?? .null),
            ("shard", shard.map { .object([("index", .int($0.index)), ("count", .int($0.count))]) } ?? .null),
            ("listed", .int(listed)),
        ]
        if !mergedFrom.isEmpty { fields.append(("mergedFrom", .array(mergedFrom.map(JSONValue.string)))) }
        fields += [("repositories", .array(results.map(Self.json))), ("totals", .object(totals))]
        return .object(fields)
    }

    private static func json(_ result: BatchResult) -> JSONValue {
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        func counts(_ list: [RuleCount]) -> JSONValue { .object(list.map { ($0.rule, .int($0.count)) }) }
        return .object([
            ("position", .int(result.target.position)),
            ("name", .string(result.target.name)),
            ("path", .string(result.target.path)),
            ("given", .string(result.target.given)),
            ("status", .string(result.status.rawValue)),
            ("reason", optional(result.reason)),
            ("processed", .bool(result.processed)),
            ("filesScanned", .int(result.filesScanned)),
            ("filesChanged", .int(result.filesChanged)),
            ("rewrites", .int(result.rewrites)),
            ("findings", .int(result.findings)),
            ("fileErrors", .int(result.fileErrors)),
            ("rewritesByRule", counts(result.rewritesByRule)),
            ("findingsByRule", counts(result.findingsByRule)),
            ("minIOS", result.minIOS.map(JSONValue.int) ?? .null),
            ("minIOSSource", optional(result.minIOSSource)),
            ("config", optional(result.config)),
            ("branch", optional(result.branch)),
            ("commit", optional(result.commit)),
            ("leftOut", .array(result.leftOut.map(JSONValue.string))),
            ("artifacts", .object([("diff", optional(result.artifacts.diff)), ("json", optional(result.artifacts.json)),
                                   ("pullRequest", optional(result.artifacts.pullRequest)),
                                   ("plan", optional(result.artifacts.plan))])),
        ])
    }

    /// Reads a `summary.json` document, or says what is wrong with it.
    static func decode(_ bytes: [UInt8]) -> Result<BatchSummary, BatchFailure> {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)),
              let root = object as? [String: Any] else { return .failure(BatchFailure("is not a JSON object")) }
        guard root["version"] as? Int == 1, let entries = root["repositories"] as? [[String: Any]] else {
            return .failure(BatchFailure("is not a screenmod batch summary (version 1)"))
        }
        var results: [BatchResult] = []
        for entry in entries {
            guard let result = decodeResult(entry) else {
                return .failure(BatchFailure("has a repository entry without position, name, path or status"))
            }
            results.append(result)
        }
        let shard = (root["shard"] as? [String: Any]).flatMap { shard -> BatchShard? in
            guard let index = shard["index"] as? Int, let count = shard["count"] as? Int else { return nil }
            return BatchShard(index: index, count: count)
        }
        return .success(BatchSummary(mode: root["mode"] as? String ?? "dry-run", branch: root["branch"] as? String,
                                     shard: shard, listed: root["listed"] as? Int ?? results.count, results: results))
    }

    private static func decodeResult(_ entry: [String: Any]) -> BatchResult? {
        guard let position = entry["position"] as? Int, let name = entry["name"] as? String,
              let path = entry["path"] as? String, let statusText = entry["status"] as? String,
              let status = BatchStatus(rawValue: statusText) else { return nil }
        func int(_ key: String) -> Int { entry[key] as? Int ?? 0 }
        func counts(_ key: String) -> [RuleCount] {
            ((entry[key] as? [String: Any]) ?? [:]).compactMap { rule, value in
                (value as? Int).map { RuleCount(rule: rule, count: $0) }
            }.sorted { $0.rule < $1.rule }
        }
        let target = BatchTarget(position: position, given: entry["given"] as? String ?? path, path: path, name: name)
        var result = BatchResult(target: target, status: status, reason: entry["reason"] as? String)
        result.processed = entry["processed"] as? Bool ?? false
        (result.filesScanned, result.filesChanged) = (int("filesScanned"), int("filesChanged"))
        (result.rewrites, result.findings, result.fileErrors) = (int("rewrites"), int("findings"), int("fileErrors"))
        (result.rewritesByRule, result.findingsByRule) = (counts("rewritesByRule"), counts("findingsByRule"))
        result.minIOS = entry["minIOS"] as? Int
        result.minIOSSource = entry["minIOSSource"] as? String
        result.config = entry["config"] as? String
        result.branch = entry["branch"] as? String
        result.commit = entry["commit"] as? String
        result.leftOut = entry["leftOut"] as? [String] ?? []
        let artifacts = entry["artifacts"] as? [String: Any] ?? [:]
        result.artifacts = BatchArtifacts(diff: artifacts["diff"] as? String, json: artifacts["json"] as? String,
                                          pullRequest: artifacts["pullRequest"] as? String, plan: artifacts["plan"] as? String)
        return result
    }
}
