import Migration
import SourceModel

/// The folders of copied code a run's files sit in, known by the licence file another project left
/// there (`libs/LICENSE_cocos2d.txt`, `Kit/LICENSE`): code the app took from elsewhere, to update or
/// replace rather than edit.
///
/// Proof by what the folder holds, never by its name: a folder counts only when it holds a file named
/// for a licence, sits strictly below a folder the run was given, is no repository's root, holds none
/// of the run's outermost Xcode projects (the app's; a library's sample project inside it is no app),
/// and no folder between it and the file holds a project, workspace, package manifest, Podfile or
/// podspec (those make the file part of a project of its own). A pod's folder (a podspec, and no
/// project, workspace or repository) whose licence names another copyright holder than the licence
/// of the folder the run was given is another project's pod copied in (`libs/SJVideoPlayer/`).
struct LicensedFolders {
    /// The folders the run was given (absolute): their own licence is the repository's.
    let roots: [String]
    /// The folders of the run's Xcode projects that sit in no other's folder (absolute): a folder
    /// holding one holds the app.
    let projectFolders: [String]
    /// What the walk found for each folder met: the licensed folder above it, or nil.
    private var known: [String: ForeignCode?] = [:]

    init(roots: [String], projectFolders: [String]) {
        self.roots = roots
        self.projectFolders = projectFolders.filter { folder in
            !projectFolders.contains { $0 != folder && PathName.isInside(folder, $0) }
        }
    }

    /// The licensed folder holding the file at absolute `path`, if any.
    mutating func folder(holding path: String) -> ForeignCode? {
        var folder = PathName.directory(of: path)
        var met: [String] = []
        var found: ForeignCode?
        while roots.contains(where: { folder != $0 && PathName.isInside(folder, $0) }) {
            if let cached = known[folder] { found = cached; break }
            met.append(folder)
            let names = FileSystem.entries(of: folder)
            if names.contains(where: Self.isProjectOrRepository) || projectFolders.contains(where: { PathName.isInside($0, folder) }) {
                if let copied = copiedPod(folder, names: names) { found = copied }
                break
            }
            if let licence = names.first(where: Self.isLicence) {
                found = .licensedFolder(folder: PathName.fileName(of: folder), licence: licence)
                break
            }
            let parent = PathName.directory(of: folder)
            if parent == folder { break }
            folder = parent
        }
        for folder in met { known[folder] = found }
        return found
    }

    /// The licensed folder `folder` is where it is a pod's folder only (a podspec beside a licence, no
    /// project, workspace, package manifest or repository) and its licence names a copyright holder
    /// that the licence of the run's folder holding it does not.
    private mutating func copiedPod(_ folder: String, names: [String]) -> ForeignCode? {
        guard names.contains(where: { $0.hasSuffix(".podspec") || $0.hasSuffix(".podspec.json") }),
              // `_Pods.xcodeproj` is the link CocoaPods' library template leaves beside a pod, no app's project.
              !names.contains(where: { $0 == ".git" || ($0.hasSuffix(".xcodeproj") && $0 != "_Pods.xcodeproj") || $0.hasSuffix(".xcworkspace")
                                        || TargetMembership.manifests.contains($0) || ProjectRoot.manifests.contains($0) }),
              // The pod's own folder holds only that link; a project below it (an example app) is one of its own.
              !projectFolders.contains(where: { $0 != folder && PathName.isInside($0, folder) }),
              let licence = names.filter(Self.isLicence).min(),
              let root = roots.first(where: { PathName.isInside(folder, $0) }),
              let theirs = Self.holder(ofLicenceAt: PathName.absolute(licence, from: folder)),
              let ours = rootHolders[root] ?? Self.rootHolder(root) else { return nil }
        rootHolders[root] = ours
        return theirs == ours ? nil : .licensedFolder(folder: PathName.fileName(of: folder), licence: licence)
    }

    /// Per root the run was given, the holder its own licence names, found once.
    private var rootHolders: [String: String] = [:]

    private static func rootHolder(_ root: String) -> String? {
        FileSystem.entries(of: root).filter(isLicence).min().flatMap { holder(ofLicenceAt: PathName.absolute($0, from: root)) }
    }

    private static func holder(ofLicenceAt path: String) -> String? {
        guard case let .success((bytes, _)) = FileSystem.readFile(path) else { return nil }
        return LicenceNotice.holder(ofText: Array(bytes.prefix(8_192)))
    }

    /// The licence the licence file at the project folder `root` grants (`LicenceNotice.licence(ofText:)`), if any.
    static func licence(ofProjectAt root: String) -> String? {
        guard let name = FileSystem.entries(of: root).filter(isLicence).min(),
              case let .success((bytes, _)) = FileSystem.readFile(PathName.absolute(name, from: root)) else { return nil }
        return LicenceNotice.licence(ofText: Array(bytes.prefix(8_192)))
    }

    /// A licence file's name: `LICENSE`, `LICENCE`, `COPYING`, alone or with a suffix (`LICENSE_cocos2d.txt`,
    /// `License.md`), never a source file (`LicenseView.swift`).
    static func isLicence(_ name: String) -> Bool {
        let lower = name.lowercased()
        guard let stem = ["license", "licence", "copying"].first(where: lower.hasPrefix) else { return false }
        let rest = lower.dropFirst(stem.count)
        guard rest.isEmpty || rest.first == "." || rest.first == "_" || rest.first == "-" else { return false }
        guard let dot = rest.lastIndex(of: ".") else { return true }
        return ["txt", "md", "markdown", "rtf", "html"].contains(String(rest[rest.index(after: dot)...]))
    }

    /// Whether a folder entry makes its folder a project or a repository of its own.
    private static func isProjectOrRepository(_ name: String) -> Bool {
        name == ".git" || name == "Cartfile" || TargetMembership.manifests.contains(name) || ProjectRoot.manifests.contains(name)
            || [".xcodeproj", ".xcworkspace", ".podspec", ".podspec.json"].contains(where: name.hasSuffix)
    }
}
