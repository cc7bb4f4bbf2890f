import Foundation
import Testing
@testable import screenmodCLI

@Suite("File discovery")
struct FileDiscoveryTests {
    private func discover(_ paths: [String], in folder: TemporaryFolder, excludes: [String] = [],
                          git: Bool = true, jobs: Int = 1) -> Discovery {
        var environment = ProcessInfo.processInfo.environment
        if !git { environment["PATH"] = "/nonexistent" }
        return FileDiscovery(currentDirectory: folder.path,
                             excludes: excludes.map { ExcludePattern(pattern: $0, base: folder.path) },
                             environment: environment, jobs: jobs).discover(paths)
    }

    @Test func findsSwiftFilesRecursivelyAndSkipsThirdPartyFolders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for path in ["b.swift", "a/c.swift", "a/readme.md", "Pods/P.swift", ".build/B.swift", "Carthage/C.swift",
                     "DerivedData/D.swift", "node_modules/N.swift", "vendor/V.swift", "a/b/.git/G.swift"] {
            try folder.write(path, "")
        }
        let found = discover(["."], in: folder, git: false).files.map(\.displayPath)
        #expect(found == ["a/c.swift", "b.swift"])
    }

    @Test("a zip's __MACOSX folder and the Finder's AppleDouble files (._View.swift) are not source, walked or listed by git")
    func skipsMacArchiveMetadata() throws {
        for git in [false, true] {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            for path in ["App/View.swift", "App/._View.swift", "__MACOSX/App/._View.swift", "__MACOSX/App/Other.swift", "App/._Info.plist"] {
                try folder.write(path, "")
            }
            if git { try folder.shell(["git", "init", "-q"]); try folder.shell(["git", "add", "."]) }
            #expect(discover(["."], in: folder, git: git).files.map(\.displayPath) == ["App/View.swift"], "git: \(git)")
        }
    }

    @Test func aFolderNamedLikeASwiftFileIsNotAFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.mkdir("x.swift")
        try folder.write("x.swift/inner.swift", "")
        #expect(discover(["."], in: folder, git: false).files.map(\.displayPath) == ["x.swift/inner.swift"])
    }

    @Test func survivesASymlinkLoopAndListsEachFileOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a/f.swift", "")
        try folder.symlink("a/loop", to: "..")
        try folder.symlink("alias.swift", to: "a/f.swift")
        let files = discover(["."], in: folder, git: false).files
        #expect(files.count == 1)
        #expect(files.first?.realPath == FileSystem.realPath(folder.path + "/a/f.swift"))
    }

    @Test func samePathTwiceIsProcessedOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.swift", "")
        let found = discover(["a.swift", "./a.swift", ".", folder.path + "/a.swift"], in: folder, git: false).files
        #expect(found.count == 1)
    }

    @Test func missingPathIsReportedAndOthersGoOn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("ok.swift", "let x = UIScreen.main.bounds\n")
        let result = runCLI(["nope.swift", "ok.swift"], in: folder.path)
        #expect(result.code == 1)
        #expect(result.err.contains("nope.swift:1:1: error: no such file or directory"))
        #expect(result.err.contains("ok.swift:1:9: warning:"))
    }

    @Test func spacesAndNonASCIIInPaths() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("My Folder/Ünïcødé File.swift", "let s = UIScreen.main.scale\n")
        let result = runCLI(["My Folder"], in: folder.path)
        #expect(result.out.contains("--- a/My Folder/Ünïcødé File.swift\n"))
        #expect(runCLI(["--write", "My Folder"], in: folder.path).code == 0)
        #expect(folder.read("My Folder/Ünïcødé File.swift") == "let s = traitCollection.displayScale\n")
    }

    @Test func excludeGlobsMatchRelativePaths() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for path in ["Sources/A.swift", "Sources/Generated/B.swift", "Tests/Deep/Generated/C.swift", "D.generated.swift"] {
            try folder.write(path, "")
        }
        let found = discover(["."], in: folder, excludes: ["**/Generated/**", "*.generated.swift"], git: false)
        #expect(found.files.map(\.displayPath) == ["Sources/A.swift"])
        let byFolder = discover(["."], in: folder, excludes: ["Sources/Generated"], git: false)
        #expect(byFolder.files.map(\.displayPath) == ["D.generated.swift", "Sources/A.swift", "Tests/Deep/Generated/C.swift"])
    }

    @Test func honoursGitignoreInsideAWorkTree() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".gitignore", "Ignored/\n*.gen.swift\n")
        for path in ["Kept.swift", "Ignored/I.swift", "X.gen.swift", "Sub/Tracked.swift"] {
            try folder.write(path, "")
        }
        try folder.shell(["git", "init", "-q"])
        let found = discover(["."], in: folder).files.map(\.displayPath)
        #expect(found == ["Kept.swift", "Sub/Tracked.swift"])
        // Asked about a subfolder, git lists paths relative to it.
        #expect(discover(["Sub"], in: folder).files.map(\.displayPath) == ["Sub/Tracked.swift"])
        // Without git, the walk sees everything.
        #expect(discover(["."], in: folder, git: false).files.count == 4)
    }

    @Test func aWorkTreesTrackedFilesComeFirstAndItsUntrackedOnesLater() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".gitignore", "Ignored/\n")
        for path in ["B.swift", "Sub/D.swift", "Gone.swift"] { try folder.write(path, "") }
        try folder.shell(["git", "init", "-q"])
        _ = try folder.shell(["git", "add", "."])
        try FileManager.default.removeItem(atPath: folder.path + "/Gone.swift")
        for path in ["A.swift", "Sub/C.swift", "Ignored/I.swift"] { try folder.write(path, "") }
        var staged = FileDiscovery(currentDirectory: folder.path, excludes: [],
                                   environment: ProcessInfo.processInfo.environment).discoverInStages(["."])
        // A tracked file deleted from the disk is listed by git and skipped.
        #expect(staged.files.map(\.displayPath) == ["B.swift", "Sub/D.swift"])
        #expect(staged.remaining().map(\.displayPath) == ["A.swift", "Sub/C.swift"])
        #expect(staged.remaining().isEmpty)
        #expect(discover(["."], in: folder).files.map(\.displayPath) == ["A.swift", "B.swift", "Sub/C.swift", "Sub/D.swift"])
    }

    @Test func untrackedFilesAreThoseGitWouldListWhetherOrNotGitIsAsked() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".gitignore", "Ignored/\n")
        for path in ["A.swift", "Sub/B.swift"] { try folder.write(path, "") }
        try folder.shell(["git", "init", "-q"])
        _ = try folder.shell(["git", "add", "."])
        // Nothing untracked to read: a nested repository, an ignored folder, a link to a folder.
        try folder.write("Inner/X.swift", "")
        try folder.shell(["git", "init", "-q"], in: folder.path + "/Inner")
        try folder.write("Ignored/I.swift", "")
        try folder.symlink("Link", to: "Sub")
        #expect(discover(["."], in: folder).files.map(\.displayPath) == ["A.swift", "Sub/B.swift"])
        // One new file deep in a folder: listed.
        try folder.write("Sub/Deep/New.swift", "")
        #expect(discover(["."], in: folder).files.map(\.displayPath) == ["A.swift", "Sub/B.swift", "Sub/Deep/New.swift"])
    }

    @Test func repositoriesInsideAPlainFolderKeepTheirOwnIgnoreRules() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for path in ["Plain/P.swift", "Plain/Build/Q.swift", "Repo/A.swift", "Repo/Build/B.swift", "Repo2/Deep/C.swift"] {
            try folder.write(path, "")
        }
        try folder.write("Repo/.gitignore", "Build/\n")
        try folder.shell(["git", "init", "-q"], in: folder.path + "/Repo")
        try folder.shell(["git", "init", "-q"], in: folder.path + "/Repo2")
        let found = discover(["."], in: folder).files.map(\.displayPath)
        #expect(found == ["Plain/Build/Q.swift", "Plain/P.swift", "Repo/A.swift", "Repo2/Deep/C.swift"])
        // Without git each repository is walked like a plain folder.
        #expect(discover(["."], in: folder, git: false).files.count == 5)
    }

    @Test func aWalkSharedOutOnManyThreadsFindsWhatOneThreadFinds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Deep and shallow folders, a repository below the top, a link loop and a file link:
        // the parallel walk opens the top levels first, then shares out the folders it found.
        var paths = ["top.swift", "Apps/One/Sources/Deep/Er/x.swift", "Apps/Two/y.swift", "Repo/In/Build/z.swift",
                     "Repo/In/r.swift", "Lone/l.swift"]
        paths += (0..<30).map { "Wide/F\($0)/G/w\($0).swift" }
        for path in paths { try folder.write(path, "") }
        try folder.write("Repo/In/.gitignore", "Build/\n")
        try folder.shell(["git", "init", "-q"], in: folder.path + "/Repo/In")
        try folder.symlink("Apps/One/back", to: "..")
        try folder.symlink("Lone/link.swift", to: "../top.swift")
        let serial = discover(["."], in: folder, jobs: 1).files
        #expect(serial.count == paths.count - 1)
        #expect(!serial.map(\.displayPath).contains("Repo/In/Build/z.swift"))
        for jobs in [2, 3, 8] {
            #expect(discover(["."], in: folder, jobs: jobs).files == serial)
            #expect(discover(["."], in: folder, git: false, jobs: jobs).files == discover(["."], in: folder, git: false).files)
        }
    }

    @Test func orderIsSortedWhateverTheArgumentOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for path in ["z.swift", "m/b.swift", "a.swift"] { try folder.write(path, "") }
        let forward = discover(["z.swift", "m", "a.swift"], in: folder, git: false).files.map(\.displayPath)
        let backward = discover(["a.swift", "m", "z.swift"], in: folder, git: false).files.map(\.displayPath)
        #expect(forward == ["a.swift", "m/b.swift", "z.swift"])
        #expect(forward == backward)
    }
}

@Suite("Globs")
struct GlobTests {
    @Test(arguments: [
        ("*.swift", "a.swift", true),
        ("*.swift", "a.swift.bak", false),
        ("a?c", "abc", true),
        ("[ab]x", "bx", true),
        ("[!ab]x", "bx", false),
        ("[a-c]x", "cx", true),
        ("**/Gen/**", "Gen/a.swift", true),
        ("**/Gen/**", "x/y/Gen/z/a.swift", true),
        ("**/Gen/**", "x/Generated/a.swift", false),
        ("Sources/*.swift", "Sources/a/b.swift", false),
        ("Sources/**/*.swift", "Sources/a.swift", true),
        ("\\*", "*", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob.matches(pattern, path) == expected)
    }

    @Test func folderPatternExcludesItsContents() {
        let pattern = ExcludePattern(pattern: "Sources/Generated/", base: "/p")
        #expect(pattern.excludes("/p/Sources/Generated/x/A.swift"))
        #expect(!pattern.excludes("/p/Sources/A.swift"))
        #expect(!pattern.excludes("/q/Sources/Generated/A.swift"))
    }
}
