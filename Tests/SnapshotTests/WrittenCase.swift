import Foundation
import SourceModel
@testable import screenmodCLI

/// One snapshot case after a dry run and `--write` in a temporary copy, with its migrated
/// output type-checked: what `SnapshotTests.writtenOutput` checks.
///
/// Every case is written first and the outputs are then type-checked many to a compiler run
/// (TypeCheckBatch): a run per case was most of the suite's time.
struct WrittenCase: Sendable {
    /// The copy the case was written in; the test that checks it removes the copy's parent.
    var copy: URL
    /// The dry run before the write.
    var dry: RunOutput
    /// The `--write` run.
    var written: RunOutput
    /// Each input with its written copy, where the bytes differ.
    var changed: [(input: URL, output: URL)]
    /// The `.swift` files the run created (a rule's support file), sorted by name.
    var created: [URL]
    /// The copies of every input, then the created files: the migrated module.
    var outputs: [URL]
    /// The outputs' type-check; nil when the run changed and created nothing.
    var typeCheck: TypeCheckBatch.Outcome?

    /// Every case written, by `testDescription`; a case that could not be copied has its error.
    static let all: Result<[String: Result<WrittenCase, CopyFailure>], StubToolchain.BuildFailure> = Result {
        let toolchain = try StubToolchain.shared()
        atexit { try? FileManager.default.removeItem(at: WrittenCase.folder) }
        let cases = SnapshotCase.all
        var written = concurrentMap(cases) { snapshotCase in
            Result { try WrittenCase(snapshotCase) }.mapError { CopyFailure(description: "\($0)") }
        }
        let migrated = written.indices.compactMap { index -> (index: Int, outputs: [URL])? in
            guard let done = try? written[index].get(), !done.changed.isEmpty || !done.created.isEmpty else {
                return nil
            }
            return (index, done.outputs)
        }
        let outcomes = TypeCheckBatch.check(migrated.map(\.outputs), with: toolchain)
        for (index, outcome) in zip(migrated.map(\.index), outcomes) {
            written[index] = written[index].map { var copy = $0; copy.typeCheck = outcome; return copy }
        }
        return Dictionary(uniqueKeysWithValues: zip(cases.map(\.testDescription), written))
    }.mapError { $0 as? StubToolchain.BuildFailure ?? StubToolchain.BuildFailure(description: "\($0)") }

    /// Why a case could not be copied or read back.
    struct CopyFailure: Error, CustomStringConvertible {
        /// What went wrong.
        let description: String
    }

    /// The folder all copies are made in, removed when the test process exits.
    private static let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("screenmod-written-\(UUID().uuidString)", isDirectory: true)

    private init(_ snapshotCase: SnapshotCase) throws {
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        let copy = try SnapshotRunner.temporaryCopy(of: snapshotCase, in: Self.folder)
        dry = SnapshotRunner.run(snapshotCase.arguments, in: copy)
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: copy.path))
        written = SnapshotRunner.run(["--write"] + snapshotCase.arguments, in: copy)
        let inputs = snapshotCase.inputFiles
        let copies = inputs.map { copy.appendingPathComponent($0.lastPathComponent) }
        let created = try FileManager.default.contentsOfDirectory(atPath: copy.path).sorted()
            .filter { $0.hasSuffix(".swift") && !before.contains($0) }
            .map { copy.appendingPathComponent($0) }
        self.changed = try zip(inputs, copies).filter { try Data(contentsOf: $0) != Data(contentsOf: $1) }
            .map { (input: $0, output: $1) }
        self.copy = copy
        self.created = created
        outputs = copies + created
    }
}
