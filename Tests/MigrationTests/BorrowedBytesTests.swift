import Foundation
import Testing
import SwiftLexer
import SourceModel
import RuleLanguage
@testable import Migration

/// The command line hands the project files with bytes borrowed from its read arena; the
/// project must come out exactly as from the same bytes in arrays.
@Suite("Projects over borrowed bytes")
struct BorrowedBytesTests {
    /// Every Swift file of the bundled example app, by path relative to the repository.
    static func exampleFiles() throws -> [(path: String, bytes: [UInt8])] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let base = root.appendingPathComponent("Examples").path
        let paths = (FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { path in
            ("Examples/" + path, Array(try Data(contentsOf: URL(fileURLWithPath: base + "/" + path))))
        }
    }

    @Test("borrowed files give the same edits, findings and helpers as owned ones")
    func borrowedMatchesOwned() throws {
        // Two files without UIScreen: one calls the example's `CGFloat.hairline` helper, one is plain.
        let files = try Self.exampleFiles() + [
            ("Extra/Rule.swift", Array("import UIKit\nlet rule = CGFloat.hairline * 2\n".utf8)),
            ("Extra/Plain.swift", Array("struct Plain { let width = 3 }\n".utf8)),
        ]
        #expect(files.count >= 12)
        let engine = MigrationEngine(ruleSet: RuleSet.load(RuleSet.builtinFiles).0!, settings: MigrationSettings())
        let plain = MigrationProject(files: files.map { ProjectFile(path: $0.path, bytes: $0.bytes) }, engine: engine)
        // Borrowed views of arrays that outlive both projects, as the arena's bytes outlive a run.
        let storage = files.map { UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max($0.bytes.count, 1)) }
        defer { storage.forEach { $0.deallocate() } }
        let borrowedFiles = zip(files, storage).map { file, buffer -> ProjectFile in
            _ = buffer.initialize(from: file.bytes)
            return ProjectFile(path: file.path,
                               bytes: FileBytes(borrowing: UnsafeBufferPointer(rebasing: buffer[0..<file.bytes.count])))
        }
        let borrowed = MigrationProject(files: borrowedFiles, engine: engine)
        var changed = 0
        for (file, borrowedFile) in zip(files, borrowedFiles) {
            let expected = plain.migrate(path: file.path, bytes: FileBytes(file.bytes))
            #expect(borrowed.migrate(path: file.path, bytes: borrowedFile.bytes) == expected, "\(file.path)")
            if !expected.edits.isEmpty { changed += 1 }
        }
        // The example app is there to be migrated: a project that found nothing proves nothing.
        #expect(changed >= 5)
        #expect(!plain.migrate(path: "Extra/Rule.swift", bytes: FileBytes(files[files.count - 2].bytes)).findings.isEmpty)
        #expect(borrowed.helpers == plain.helpers && borrowed.generatedFiles.map(\.path) == plain.generatedFiles.map(\.path))
    }

    @Test("a reader's glance stands in for the UIScreen search, and is trusted")
    func glanceStandsInForTheSearch() throws {
        let files = try Self.exampleFiles()
        let engine = MigrationEngine(ruleSet: RuleSet.load(RuleSet.builtinFiles).0!, settings: MigrationSettings())
        let searched = MigrationProject(files: files.map { ProjectFile(path: $0.path, bytes: $0.bytes) }, engine: engine)
        let glanced = MigrationProject(files: files.map {
            ProjectFile(path: $0.path, bytes: FileBytes($0.bytes), glanced: MigrationProject.mentionsScreen(FileBytes($0.bytes)))
        }, engine: engine)
        // A glance that says no file mentions UIScreen leaves nothing to lex: proof it is used.
        let blind = MigrationProject(files: files.map {
            ProjectFile(path: $0.path, bytes: FileBytes($0.bytes), glanced: false)
        }, engine: engine)
        var changed = 0
        for file in files {
            let expected = searched.migrate(path: file.path, bytes: FileBytes(file.bytes))
            #expect(glanced.migrate(path: file.path, bytes: FileBytes(file.bytes)) == expected, "\(file.path)")
            if !expected.edits.isEmpty { changed += 1 }
        }
        #expect(changed >= 5)
        #expect(glanced.helpers == searched.helpers && !searched.helpers.isEmpty)
        #expect(blind.helpers.isEmpty)
    }
}
