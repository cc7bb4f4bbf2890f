import Foundation
import SourceModel

/// Finds a project's iOS deployment target in the files that declare it.
enum DeploymentTarget {
    /// A deployment target and the file it was read from.
    struct Detected: Equatable, Sendable {
        /// The iOS major version.
        var major: Int
        /// The absolute path of the file that declared it.
        var source: String
    }

    /// The iOS versions a deployment target may name: from the oldest Swift ships for to the newest
    /// released. A value outside is a typo (`--min-ios 2`, `99`), not a project.
    static let knownMajors = 8...27

    /// The major version in `text` such as `15`, `15.0`, `v15` or `15_4`; nil when it is not a version.
    static func major(of text: String) -> Int? {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("v") { digits = digits.dropFirst() }
        let head = digits.prefix { $0.isASCII && $0.isNumber }
        let rest = digits.dropFirst(head.count)
        guard !head.isEmpty, head.count <= 3,
              rest.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "_" }) else { return nil }
        return Int(head)
    }

    /// The lowest deployment target declared in the project at `root`, or nil when none is.
    ///
    /// Reads the root's own `Package.swift`, `Podfile`, `*.podspec` and `*.podspec.json`, and every
    /// `*.xcodeproj/project.pbxproj`, `*.xcconfig` and Tuist manifest (`Project.swift`, the
    /// `ProjectDescriptionHelpers`) in the root and the two folders below it, further inside Tuist's
    /// own folders (an example app's project is code the run rewrites too). Every run asks this before
    /// anything else, so the files are scanned byte by byte: building a `Regex` cost more than
    /// the rest of the search.
    static func detect(inProjectAt root: String) -> Detected? {
        let candidates = declaringFiles(in: root, depth: 3).compactMap { path, read -> Candidate? in
            guard case .success(let (bytes, _)) = FileSystem.readFile(path),
                  let lowest = read(bytes).min() else { return nil }
            let isProject = path.hasSuffix(".pbxproj")
            let app = isProject && buildsApplication(bytes)
            return Candidate(detected: Detected(major: lowest, source: path), isProject: isProject, buildsApp: app,
                             insideLibrary: app && isInsideLibrary(path, root: root))
        }
        // An Xcode project of libraries alone (a wrapper's subproject) builds for its own oldest
        // system, and a library's example app for the library's: where another project builds the
        // app, the app's settings are what its code meets. A workspace that opens app projects says
        // which apps the repository builds; an SDK's sample beside them is none of them.
        let opened = workspaceProjects(in: root, depth: 3)
        let apps: (Candidate) -> Bool = candidates.contains { $0.buildsApp && opened.contains($0.detected.source) }
            ? { $0.buildsApp && opened.contains($0.detected.source) }
            : candidates.contains { $0.buildsApp && !$0.insideLibrary }
            ? { $0.buildsApp && !$0.insideLibrary }
            : { $0.buildsApp }
        let anyApp = candidates.contains(where: apps)
        // The lowest wins: code must build for every target the project ships.
        return candidates.filter { !anyApp || !$0.isProject || apps($0) }.map(\.detected)
            .min { ($0.major, $0.source) < ($1.major, $1.source) }
    }

    /// Whether the project at `root` builds an app and publishes no library: an Xcode project there
    /// has an application target outside any copied library's folder, and the root holds no package
    /// manifest or podspec (a library's example app builds an app too).
    static func buildsAppOnly(inProjectAt root: String) -> Bool {
        let entries = FileSystem.listing(of: root).map(\.name)
        guard !entries.contains(where: { $0 == "Package.swift" || $0.hasSuffix(".podspec") || $0.hasSuffix(".podspec.json") }) else {
            return false
        }
        return declaringFiles(in: root, depth: 3).contains { path, _ in
            guard path.hasSuffix(".pbxproj"), case .success(let (bytes, _)) = FileSystem.readFile(path) else { return false }
            return buildsApplication(bytes) && !isInsideLibrary(path, root: root)
        }
    }

    /// A file that declares a deployment target, with what kind of project it is.
    private struct Candidate {
        var detected: Detected
        var isProject: Bool
        /// An Xcode project with an application target.
        var buildsApp: Bool
        /// Such a project in a copied library's folder (`isInsideLibrary`).
        var insideLibrary: Bool
    }

    /// Whether the project file at `path` sits in a copied library's folder below `root`: one that
    /// holds the library's podspec or package manifest (`Libraries/SwiftyJSON/Example.xcodeproj`
    /// next to `SwiftyJSON.podspec`), so its app is the library's example, not the project's.
    private static func isInsideLibrary(_ path: String, root: String) -> Bool {
        var folder = (path as NSString).deletingLastPathComponent // the .xcodeproj
        while case let parent = (folder as NSString).deletingLastPathComponent, parent.count > root.count, parent.hasPrefix(root) {
            folder = parent
            if FileSystem.listing(of: folder).contains(where: { entry in
                entry.name.hasSuffix(".podspec") || entry.name.hasSuffix(".podspec.json") || entry.name == "Package.swift"
            }) { return true }
        }
        return false
    }

    /// A file that may declare a deployment target, and the reader for its kind.
    typealias DeclaringFile = (path: String, read: ([UInt8]) -> [Int])

    /// The files under `root`, at most `depth` folders down, that may declare a deployment target;
    /// skips hidden and third-party folders.
    private static func declaringFiles(in root: String, depth: Int, atRoot: Bool = true) -> [DeclaringFile] {
        guard depth > 0 else { return [] }
        var result: [DeclaringFile] = []
        for entry in FileSystem.listing(of: root) where !entry.name.hasPrefix(".") {
            let name = entry.name
            let path = root + "/" + name
            if FileDiscovery.skippedFolders.contains(name) { continue }
            if name.hasSuffix(".xcodeproj") {
                result.append((path + "/project.pbxproj", fromXcodeProject))
            } else if let read = reader(for: name, atRoot: atRoot) {
                result.append((path, read))
            } else if isTuistManifest(path) {
                result.append((path, fromTuistManifest))
            } else if entry.kind == .directory || (entry.kind != .regularFile && FileStamp.of(path)?.isDirectory == true),
                      !name.hasSuffix(".xcworkspace") {
                // Tuist keeps its shared templates a few folders further down than projects.
                let deeper = tuistFolders.contains(name) ? depth + 2 : depth - 1
                result += declaringFiles(in: path, depth: deeper, atRoot: false)
            }
        }
        return result
    }

    /// The reader for a file named `name`: build settings anywhere, manifests only in the root,
    /// where they describe the project itself rather than a vendored or sample one.
    private static func reader(for name: String, atRoot: Bool) -> (([UInt8]) -> [Int])? {
        if name.hasSuffix(".xcconfig") { return fromBuildSettings }
        guard atRoot else { return nil }
        if name == "Package.swift" { return fromPackageManifest }
        if name == "Podfile" { return fromPodfile }
        if name.hasSuffix(".podspec") { return fromPodspec }
        if name.hasSuffix(".podspec.json") { return fromPodspecJSON }
        return nil
    }

    /// The `project.pbxproj` paths of the Xcode projects that the workspaces under `root`, at most
    /// `depth` folders down, open (`<FileRef location = "group:App/App.xcodeproj">`); a project's own
    /// inner workspace is not read.
    static func workspaceProjects(in root: String, depth: Int) -> Set<String> {
        guard depth > 0 else { return [] }
        var found: Set<String> = []
        for entry in FileSystem.listing(of: root) where !entry.name.hasPrefix(".") && !FileDiscovery.skippedFolders.contains(entry.name) {
            let path = root + "/" + entry.name
            if entry.name.hasSuffix(".xcworkspace") {
                guard case .success(let (bytes, _)) = FileSystem.readFile(path + "/contents.xcworkspacedata") else { continue }
                for location in referencedLocations(String(decoding: bytes, as: UTF8.self)) where location.hasSuffix(".xcodeproj") {
                    found.insert(PathName.absolute(location, from: root) + "/project.pbxproj")
                }
            } else if entry.kind == .directory, !entry.name.hasSuffix(".xcodeproj") {
                found.formUnion(workspaceProjects(in: path, depth: depth - 1))
            }
        }
        return found
    }

    /// The paths a workspace's `location = "group:…"` or `"container:…"` attributes name.
    private static func referencedLocations(_ text: String) -> [String] {
        text.components(separatedBy: "location = \"").dropFirst().compactMap { rest in
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            let value = rest[..<end]
            for prefix in ["group:", "container:"] where value.hasPrefix(prefix) { return String(value.dropFirst(prefix.count)) }
            return nil
        }
    }
}
