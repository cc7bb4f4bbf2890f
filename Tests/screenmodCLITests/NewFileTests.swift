import Foundation
import Testing
@testable import screenmodCLI

/// Files a rule needs created (the window-size support file): diffed from /dev/null, created
/// on --write without ever replacing a file, in every output format.
@Suite("New files")
struct NewFileTests {
    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("App/Views/Grid.swift", "struct Grid: View {\n    var body: some View {\n        Color.red.frame(maxWidth: UIScreen.main.bounds.width / 2)\n    }\n}\n")
        try folder.write("App/MyApp.swift", "@main\nstruct MyApp: App {\n    var body: some Scene {\n        WindowGroup {\n            ContentView()\n        }\n    }\n}\n")
        return folder
    }

    @Test("the dry run shows the new file as a diff from /dev/null that git apply accepts")
    func dryRun() throws {
        let folder = try project()
        defer { folder.remove() }
        let result = runCLI(["--enable", "window-size-environment", "--color", "never", "."], in: folder.path, engine: .builtIn)
        #expect(result.code == 0)
        #expect(result.out.contains("--- /dev/null\n+++ b/App/WindowSizeEnvironment.swift\n@@ -0,0 +1,"))
        #expect(result.err.contains("App/MyApp.swift:5:13: warning: "))
        #expect(FileStamp.of(folder.path + "/App/WindowSizeEnvironment.swift") == nil)
        try folder.write("patch.diff", result.out)
        let apply = Process()
        apply.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        apply.arguments = ["git", "apply", "--check", "patch.diff"]
        apply.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        try apply.run()
        apply.waitUntilExit()
        #expect(apply.terminationStatus == 0)
    }

    @Test("--write creates the file once; a second run changes nothing; JSON lists it")
    func write() throws {
        let folder = try project()
        defer { folder.remove() }
        #expect(runCLI(["--enable", "window-size-environment", "--write", "."], in: folder.path, engine: .builtIn).code == 0)
        #expect(folder.read("App/WindowSizeEnvironment.swift").contains("func measuresWindowSize()"))
        #expect(folder.read("App/Views/Grid.swift").contains("Color.red.frame(maxWidth: windowSize.width / 2)"))
        let again = runCLI(["--enable", "window-size-environment", "--format", "json", "."], in: folder.path, engine: .builtIn)
        let files = parseJSON(again.out)?["files"] as? [[String: Any]] ?? []
        #expect(files.allSatisfy { ($0["edits"] as? [Any])?.isEmpty ?? true })
    }

    @Test("a file that appears at that path is never replaced")
    func neverReplaces() throws {
        let folder = try project()
        defer { folder.remove() }
        let engine = EngineAdapter(prepareRun: { settings, files in
            let prepared = try EngineAdapter.builtIn.prepareRun(settings, files)
            // Someone else creates the file after screenmod read the project.
            try? "mine\n".write(toFile: folder.path + "/App/WindowSizeEnvironment.swift", atomically: true, encoding: .utf8)
            return prepared
        })
        let result = runCLI(["--enable", "window-size-environment", "--write", "."], in: folder.path, engine: engine)
        #expect(result.code == 1)
        #expect(folder.read("App/WindowSizeEnvironment.swift") == "mine\n")
    }
}
