import SourceModel

/// What the whole project tells each file's analysis: found once per project, then looked up.
public struct ProjectFacts: Sendable {
    /// The names of the project's own `UIScreen` members that read `UIScreen.main` (screen helpers).
    public var screenHelpers: Set<String>
    /// The uses between members of each type, merged over the files the project lexed; nil
    /// for a file analysed on its own, which then uses its own.
    public var callEdges: CallEdges?
    /// `callEdges` indexed both ways, built once and shared by every file (it is immutable).
    var callGraph: CallGraph?
    /// Where members that reach a use are used through another receiver, anywhere in the project.
    public var outsideUses: OutsideUses
    /// Receiver types of `outsideUses` the project declares but the type index never read (a
    /// subclass nothing with a use needs), each with the types its declaration inherits from.
    var unindexedReceiverTypes: [String: [String]] = [:]

    /// The project's own instance members on `UIScreen` that read the screen they are called on
    /// (`var width: CGFloat { bounds.width }`), with the members each reads.
    public var screenMembers: [String: [String]] = [:]
    /// The project's instance members on `UIScreen` that read the panel's size (`ScreenMembers.panelReaders`).
    public var panelMembers: Set<String> = []

    /// `name(label:)` of each of the project's functions with a parameter declared as a
    /// `UIScreen`: a `.main` handed to one is a use.
    public var screenParameters: Set<String> = []

    /// What the lexed files declare, by type and member name; nil for a file on its own.
    var declaredMembers: [String: [String: DeclaredMember]]?
    /// The types whose interface a nib or storyboard loads; nil for a file on its own.
    var interfaceBuilderTypes: Set<String>?
    /// Whether the project builds an app and publishes no library (`MigrationSettings.buildsAppOnly`):
    /// a `public` member is then called only where the scanned files call it.
    var buildsAppOnly = false
    /// The project's types under each type they derive from; nil for a file on its own.
    var subtypes: Subtypes?
    /// The instance functions the lexed files declare, by base name (`innerView` for
    /// `innerView(geometry:minHeight:)`); nil for a file on its own.
    var declaredFunctions: DeclaredFunctions?
    /// Where the project forces layout; nil for a file on its own, which looks in itself.
    var forcedLayout: ForcedLayout?
    /// The views whose own size is a share of the screen's, found per type on first ask; nil for
    /// a file on its own, which looks in itself.
    var screenSizedViews: ScreenSizedViews?
    /// The view controllers whose root view the project places by hand, found per type on first
    /// ask; nil for a file on its own, which looks in itself.
    var handPlacedControllers: HandPlacedControllers?
    /// The files that place SwiftUI views past the safe area (`.ignoresSafeArea`), per axis the
    /// modifier's edges give up, asked per view; empty for a file on its own.
    var safeAreaPlacers: [Axis: ViewPlacers] = [:]
    /// The files that put SwiftUI views in a horizontal scroll view, those that size views by their
    /// aspect ratio where they place them, and those that host views in a `UIHostingController`;
    /// nil for a file on its own.
    var horizontalScrollPlacers: ViewPlacers?
    /// The files that place SwiftUI views in a vertical scroll view, list or form.
    var verticalScrollPlacers: ViewPlacers?
    /// The files that put SwiftUI views in a scroll view or list not shown to span its view
    /// (`ScrollContainers`); nil for a file on its own.
    var scrollContainerPlacers: ViewPlacers?
    /// The files that put SwiftUI views inside a padding across (`PaddedPlacement`); nil for a file on its own.
    var paddedPlacers: ViewPlacers?
    var aspectPlacers: ViewPlacers?
    var hostingPlacers: ViewPlacers?
    /// Whether the project declares a scene manifest anywhere, asked on demand; nil for a file on its own.
    var sceneManifests: SceneManifests?
    /// Whether a property list or build setting names a main or scene storyboard, from which UIKit
    /// sets an app or scene delegate's `window` without code assigning it.
    var storyboardSetsWindows = false
    /// The apps whose iPhone build is portrait-only, which have no safe-area inset at the sides.
    var portraitOnlyApps = PortraitOnlyApps.none
    /// The classes the project's Objective-C declares, for Swift types that inherit from one; nil
    /// where the project has no Objective-C or no Swift.
    var objectiveCClasses: ObjectiveCClasses?
    /// The files no Xcode project of the run compiles (a merge leftover, an old copy).
    var filesInNoTarget: Set<String> = []
    /// The files that name `UIWindowSceneDelegate` (scene delegates').
    var sceneDelegates: [String] = []
    /// The calls of the project's screen helpers in the file being migrated: set per file, since a
    /// rewrite beside a helper read of the same value would split one geometry between two screens.
    var helperReads: [HelperRead] = []
    /// The stored properties and globals nothing in the project reads, and those read only in
    /// the file that declares them (`UnreadProperties`).
    var unreadProperties: Set<String> = []
    var propertiesReadInOwnFile: Set<String> = []
    /// The namespaces' static properties nothing reads, as `Type.name` (`UnreadStatics`).
    var unreadStatics = UnreadStatics.none
    /// The stored properties of the lexed files' classes, by qualified name: what a plain type
    /// inherits from a superclass in another file (a stored `view`).
    var heldByType: [String: [StoredContainer.Held]] = [:]
    /// The moment tables built so far, by type chain: shared by the project's files.
    let momentTables = MomentTables()

    /// The facts of a project; by default those of a file on its own.
    public init(screenHelpers: Set<String> = [], callEdges: CallEdges? = nil, outsideUses: OutsideUses = OutsideUses()) {
        self.screenHelpers = screenHelpers
        self.callEdges = callEdges
        self.outsideUses = outsideUses
    }
}

/// A call of a screen helper in a file: where it is, and what the helper reads.
struct HelperRead: Sendable {
    var offset: Int
    var line: Int
    var column: Int
    var value: HelperValue
}

extension ProjectFacts {
    /// Whether a scene delegate sits beside the file at `path`: in its folder, or the folder just
    /// above or below it, where one app target keeps its delegates. Another app's folder
    /// (`AltStore/SceneDelegate.swift` for `AltBackup/AppDelegate.swift`) is another target.
    func hasSceneDelegate(besides path: String) -> Bool {
        // Folders end in `/` (`App/`), so the one above `App/Sources/` is the folder of `App/Sources`.
        let above = { (folder: String) in AppRoots.folder(of: String(folder.dropLast())) }
        let folder = AppRoots.folder(of: path)
        return sceneDelegates.contains { other in
            let otherFolder = AppRoots.folder(of: other)
            return otherFolder == folder || above(otherFolder) == folder || above(folder) == otherFolder
        }
    }
}
