import Foundation
import Testing
import SwiftLexer
import SourceModel
import RuleLanguage
@testable import Migration

/// The command line hands the project files it already screened (lexed while reading), with
/// bytes borrowed from its read arena; the project must come out exactly as if it had read
/// and screened the same files itself.
@Suite("Screened projects")
struct ScreenedProjectTests {
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

    @Test("screened, borrowed files give the same edits and findings as plain ones")
    func screenedMatchesPlain() throws {
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
        let screenedFiles = zip(files, storage).map { file, buffer -> ProjectFile in
            _ = buffer.initialize(from: file.bytes)
            let bytes = FileBytes(borrowing: UnsafeBufferPointer(rebasing: buffer[0..<file.bytes.count]))
            return ProjectFile(path: file.path, bytes: bytes,
                               screenedModel: MigrationProject.screen(path: file.path, bytes: bytes))
        }
        #expect(screenedFiles.contains { $0.model != nil } && screenedFiles.contains { $0.model == nil })
        let screened = MigrationProject(files: screenedFiles, engine: engine)
        var changed = 0
        for (file, screenedFile) in zip(files, screenedFiles) {
            let expected = plain.migrate(path: file.path, bytes: FileBytes(file.bytes))
            #expect(screened.migrate(path: file.path, bytes: screenedFile.bytes) == expected, "\(file.path)")
            if !expected.edits.isEmpty { changed += 1 }
        }
        // The example app is there to be migrated: a project that found nothing proves nothing.
        #expect(changed >= 5)
        #expect(!plain.migrate(path: "Extra/Rule.swift", bytes: FileBytes(files[files.count - 2].bytes)).findings.isEmpty)
        #expect(screened.helpers == plain.helpers && screened.generatedFiles.map(\.path) == plain.generatedFiles.map(\.path))
    }
}
