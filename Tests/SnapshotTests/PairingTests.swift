import Foundation
import Testing
import Migration

/// One rule, one file in Rules/, one folder of cases in Snapshots/ with the same id.
@Suite("Rules and snapshot folders are paired")
struct PairingTests {
    /// The ids of the rule files in Rules/, and of the rules for other files (Objective-C,
    /// Info.plist, build settings), whose scanners are code.
    static let ruleIDs: Set<String> = {
        let rules = StubToolchain.repositoryRoot.appendingPathComponent("Rules")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: rules.path)) ?? []
        return Set(names.filter { $0.hasSuffix(".rule") }.map { String($0.dropLast(".rule".count)) })
            .union(OtherFileRule.all.map(\.id))
    }()

    @Test("Every rule has a snapshot folder with cases")
    func everyRuleHasCases() {
        #expect(!Self.ruleIDs.isEmpty, "found no rule files in Rules/")
        let covered = Set(SnapshotCase.all.map(\.ruleID))
        for rule in Self.ruleIDs.subtracting(covered).sorted() {
            Issue.record("Rules/\(rule).rule has no cases: add Snapshots/\(rule)/<case>/ with an input and a README")
        }
    }

    @Test("Every snapshot folder names a rule")
    func everyFolderNamesARule() throws {
        let root = StubToolchain.repositoryRoot.appendingPathComponent("Snapshots")
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".") }
        for folder in folders.sorted() where !Self.ruleIDs.contains(folder) {
            Issue.record("Snapshots/\(folder) names no rule in Rules/: move its cases into the folder of the rule that decides them")
        }
    }
}
