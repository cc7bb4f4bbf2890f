import SourceModel

/// Which app each `UIRequiresFullScreen` setting belongs to, and whether that app reads a size or
/// scale from the main screen at all. The key matters to this migration because every size an app
/// reads from the main screen is wrong once such an app is resized; in an app (a project folder)
/// where no Swift or Objective-C file names `UIScreen` beside a size or scale member (one that only
/// asks the screen's traits for the interface style), there is nothing for it to get wrong.
public struct FullScreenApps: Sendable {
    /// The folders that hold an Xcode project (`App/` for `App/App.xcodeproj/project.pbxproj`), deepest first.
    private let roots: [String]
    /// The paths of the source files that name `UIScreen` and a size or scale member.
    private let readers: [String]

    /// `settingFiles`: the run's property lists and build settings; `sources`: its Swift and
    /// Objective-C files. The sources are searched only when a setting file names the key.
    public init(settingFiles: [ProjectFile], sources: [ProjectFile]) {
        let named = settingFiles.contains { file in
            guard let kind = OtherFileKind(path: file.path), kind != .objectiveC else { return false }
            return OtherFiles.mayHoldFinding(kind, file.bytes)
        }
        guard named else { roots = []; readers = []; return }
        roots = settingFiles.map(\.path).filter(ProjectFolder.isProject)
            .map(ProjectFolder.of(project:))
            .sorted { $0.count > $1.count }
        readers = concurrentMap(sources) { file in
            ByteScan.containsWord(file.bytes, "UIScreen") && Self.sizeMembers.contains { ByteScan.containsWord(file.bytes, $0) }
                ? file.path : nil
        }.compactMap { $0 }
    }

    /// The members whose values change as the app is resized or moved to another screen.
    private static let sizeMembers = ["bounds", "scale", "nativeBounds", "nativeScale", "applicationFrame", "currentMode"]

    /// Whether the app holding the setting file at `path` reads the main screen's size or scale: some
    /// source file under its project's folder names `UIScreen` and such a member. True where no project of the run holds
    /// the file, since then the app's files are not known.
    public func appReadsMainScreen(_ path: String) -> Bool {
        guard let root = roots.first(where: { ProjectFolder.isInside(path, $0) }) else { return true }
        return readers.contains { ProjectFolder.isInside($0, root) }
    }
}
