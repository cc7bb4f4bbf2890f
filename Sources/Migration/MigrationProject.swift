import SwiftLexer
import SourceModel
import RuleLanguage

/// A helper that wraps `UIScreen.main` (or another API rules are anchored on), e.g. `extension UIScreen { static var width … }`.
public struct ScreenHelper: Sendable, Equatable {
    /// The member's name, e.g. `width`.
    public var name: String
    /// The extended type, e.g. `UIScreen` or `CGFloat`.
    public var owner: String
    /// `path:line` of the use inside the helper.
    public var location: String
    /// The API the helper reads, e.g. `UIScreen.main`.
    public var anchor: Anchor = .mainScreen
    /// Where it lives: a member of an extension, a static member of a project type, or a global.
    public var placement: ScreenHelperPlacement = .extensionMember
    /// Whether it is a function (called with parentheses) rather than a property.
    public var isFunction = false
    /// Whether it is a static member: only those can be written as an implicit member (`.width`).
    public var isStatic = false
    /// Where its calls read `UIScreen.main`, when only there: a `typealias` to `UIScreen` in one
    /// `#if` clause names another type elsewhere.
    public var region: SourceRegion?
    /// What it hands its callers.
    public var value: HelperValue = .size
    /// The text or resource type the helper builds from the value and returns (`String` for a URL
    /// it spells with the scale), where its declaration says so: callers get that, not the value.
    public var builds: String?

    /// How a call site reads it: `UIScreen.width`, `Metrics.screenWidth`, `screenWidth()`.
    public var spelled: String {
        let call = isFunction ? name + "()" : name
        return owner.isEmpty ? call : owner + "." + call
    }
}

/// Where a screen helper is declared, which decides how its call sites are spelled.
public enum ScreenHelperPlacement: String, Sendable, Equatable {
    /// A member of an extension (`extension UIScreen { static var width … }`, `extension UIDevice { var scale … }`).
    case extensionMember
    /// A static member of a type the project declares (`enum Metrics { static let screenWidth … }`).
    case staticMember
    /// A global function or variable (`func screenWidth() -> CGFloat`, `let kScreenWidth`).
    case global
}

/// A whole project as the engine sees it: every file's bytes, the type index the uses need,
/// and the screen helpers whose call sites are reported. Pure: built from bytes in memory.
public struct MigrationProject: Sendable {
    /// The engine applied to each file.
    public let engine: MigrationEngine
    /// The type index built for the files that use `UIScreen`.
    public let index: TypeIndex
    /// Helpers that read `UIScreen.main`, by member name.
    public let helpers: [String: [ScreenHelper]]
    /// How many files were lexed to build the index beyond the ones that use `UIScreen`.
    public let extraFilesLexed: Int
    /// The models of the files that mention `UIScreen`, by path, lexed once for index and engine.
    private let seeds: [String: SourceModel]
    /// `path:line` of the reads of the screen in helpers nothing spells (`UncalledHelpers`), each
    /// with the namespace nothing names when that is why.
    private let uncalledHelpers: [String: String?]
    private let uncalledMethods: UncalledMethods
    /// The files copied from another project, as their opening comments say.
    private let copiedLibraries: CopiedLibraries
    /// The files that are not the app's own code by the files around them (`ForeignCode`), by path.
    private let foreignFiles: [String: ForeignCode]
    /// The types nothing names outside their own body, whose code has no way in.
    private let unnamedTypes: UnnamedTypes
    /// `path:line` of each later read of the screen in a helper that reads it more than once, to
    /// the helper's first read (`findHelpers`).
    private let helperAliases: [String: String]
    /// Paths of the other files that mention a helper's name.
    private let helperCallers: Set<String>
    /// The search for files outside the seeds that may call a helper.
    private let helperNames: HelperCallSearch
    /// The helpers grouped by name once, for every file's search for their calls.
    private let calls: HelperCalls
    /// What every file's analysis looks up about the rest of the project: the helpers declared
    /// on `UIScreen` itself (read as `UIScreen.main.name`), the uses between members merged over
    /// the files that were lexed, and the members' uses from outside their types.
    public let facts: ProjectFacts
    /// Every path the project was built from.
    private let known: Set<String>
    /// The results of the files that mention `UIScreen`, computed in parallel up front.
    private let results: [String: FileResult]
    /// Files the rewrites need that the project does not have yet (a rule's support file).
    public let generatedFiles: [GeneratedFile]
    /// Notes that belong to other files because of a generated file, by path.
    private let supportNotes: [String: [Finding]]
    /// Per path, the rules whose rewrites were taken back: no support file reaches that module.
    private let refusedSupport: [String: Set<String>]

    /// Reads the project: lexes only files that mention `UIScreen`, then what their types need.
    ///
    /// Uses of members from other objects are searched for the uses whose rules can decide
    /// differently by them; `explaining` searches them for every use, so that `explain` shows
    /// each use's full moments.
    /// `otherFiles` are the project's Objective-C files, searched only for the names Swift
    /// declares that Objective-C could read (an `@objc` property); `settingFiles` its property
    /// lists and build settings, searched only for a scene manifest.
    public init(files: [ProjectFile], engine: MigrationEngine, explaining: Bool = false, otherFiles: [ProjectFile] = [],
                settingFiles: [ProjectFile] = []) {
        // A reader that glanced at every file while it was in cache has done the search already.
        let mentions = files.allSatisfy { $0.glanced != nil } ? files.map { $0.glanced! }
            : concurrentMap(files) { $0.glanced ?? engine.mentionsAnchor($0.bytes) }
        let candidates = zip(files, mentions).filter(\.1).map(\.0)
        // Only the types that hold a use need a resolved kind; each seed finds its own in parallel.
        let parsed = concurrentMap(candidates) { file -> (SourceModel, [[String]], [MemberHoldingUse]) in
            let model = SourceModel(file: SyntaxFile(path: file.path, source: file.source))
            let uses = model.uses(of: engine.anchors).map { (anchor: $0.anchor, context: model.context(at: $0.first)) }
            let types = uses.compactMap(\.context.type)
            return (model, types.map(TypeIndex.dependencies) + StoredContainer.heldTypeNames(of: types, in: model),
                    uses.compactMap { use in
                        guard explaining || engine.anchorsAskingOutsideUses.contains(use.anchor),
                              let type = use.context.type,
                              let member = model.callableMethod(use.context.member)?.name else { return nil }
                        // A stored property's initial value runs when the object is made, whoever reads it later.
                        return (type, member, use.context.placement == .instance)
                    })
        }
        let seeds = parsed.map(\.0), needed = parsed.flatMap(\.1)
        let (index, supertypes) = TypeIndex.buildKeepingModels(seeds: seeds, project: files, catalog: UIKitCatalog.standard,
                                                                        needing: needed)
        self.engine = engine
        self.index = index
        // Who calls whom, across the files that use UIScreen, those that declare their
        // supertypes (a superclass whose init calls an overridden hook), those that extend
        // the types holding a use (a call of `place(_:)` from an extension in another file) and
        // their subclasses that call such a member.
        let extensions = Self.extensionFiles(of: parsed.flatMap(\.2).map(\.type), among: files, lexed: seeds + supertypes)
        // And the subclasses that call an inherited member holding a use.
        var subclasses = Self.subclassFiles(calling: Self.widenedToCallers(parsed.map { ($0.0, $0.2) }), among: files,
                                            lexed: seeds + supertypes + extensions)
        subclasses += Self.frameworkExtensionCallerFiles(calling: parsed.flatMap(\.2), among: files,
                                                         lexed: seeds + supertypes + extensions + subclasses)
        self.extraFilesLexed = supertypes.count + extensions.count + subclasses.count
        let lexed = seeds + supertypes + extensions + subclasses
        let memberNames = MemberNames(lexed.reduce(into: Set<String>()) { $0.formUnion($1.instanceMemberNames()) })
        let callEdges = CallEdges(merging: concurrentMap(lexed) {
            CallEdges($0, members: memberNames, nonNilChecks: MomentFinder.nonNilChecks, anyReceiver: UIKitCallbacks.layoutForcingNames)
        })
        // The members that reach a use: their moments decide rewrites in views and view controllers,
        // and in other types (a service handed a view controller) what a finding may say of its
        // callers, which must not be "nothing calls it" when another object does.
        let momentMembers = parsed.flatMap(\.2).compactMap { use -> (types: [String], name: String)? in
            let resolution = index.resolve(use.type)
            let supertypes = resolution.path.filter { $0.location != nil }.map(index.qualifiedName(of:))
            return ([use.type.qualifiedName] + supertypes, use.member)
        }
        let graph = CallGraph(callEdges)
        let reaching = graph.namesReaching(momentMembers)
        let declared = FileAnalysis.merging(concurrentMap(lexed, FileAnalysis.declaredMembers))
        let outsideUses = Self.outsideUses(of: reaching, lexed: lexed, declared: declared, project: files)
        self.seeds = Dictionary(seeds.map { ($0.file.path, $0) }, uniquingKeysWith: { first, _ in first })
        let (helpers, aliases) = index.declaresOwnUIScreen ? ([:], [:]) : Self.findHelpers(seeds, anchors: engine.anchors, index: index)
        self.helpers = helpers
        helperAliases = aliases
        let calls = HelperCalls(helpers)
        self.calls = calls
        let members = Set(helpers.filter { $0.value.contains {
            $0.anchor.isMainScreen && TypeIndex.lastComponent($0.owner) == "UIScreen" } }.keys)
        var projectFacts = ProjectFacts(screenHelpers: members, callEdges: callEdges, outsideUses: outsideUses)
        projectFacts.unindexedReceiverTypes = Self.unindexedReceiverTypes(of: outsideUses, index: index, files: files)
        projectFacts.screenParameters = seeds.reduce(into: []) { $0.formUnion(SourceModel.screenParameters(in: $1)) }
        projectFacts.screenMembers = seeds.reduce(into: [:]) { $0.merge(ScreenMembers.forwarded(in: $1)) { first, _ in first } }
        projectFacts.panelMembers = seeds.reduce(into: []) { $0.formUnion(ScreenMembers.panelReaders(in: $1)) }
        projectFacts.declaredMembers = declared
        projectFacts.interfaceBuilderTypes = MomentFinder.interfaceBuilderTypes(declared)
        projectFacts.buildsAppOnly = engine.settings.buildsAppOnly
        projectFacts.callGraph = graph
        projectFacts.declaredFunctions = DeclaredFunctions(declared, elsewhere: DeclaredFunctions.names(in: files, besides: lexed))
        projectFacts.subtypes = Subtypes(declared, index: index, unindexed: subclasses.flatMap(\.typeDeclarations))
        projectFacts.forcedLayout = ForcedLayout(files: files)
        projectFacts.objectiveCClasses = otherFiles.isEmpty || seeds.isEmpty ? nil : ObjectiveCClasses(declaringIn: otherFiles)
        projectFacts.heldByType = StoredContainer.heldByType(in: seeds + supertypes)
        let models = ModelCache(lexed: self.seeds)
        projectFacts.screenSizedViews = ScreenSizedViews(files: files, screenNames: Set(helpers.keys), models: models)
        projectFacts.handPlacedControllers = HandPlacedControllers(files: files, models: models)
        for axis in [Axis.horizontal, .vertical] {
            projectFacts.safeAreaPlacers[axis] = ViewPlacers.ignoringSafeArea(files, models: models, along: axis)
        }
        projectFacts.horizontalScrollPlacers = HorizontalScrolls.placers(files, models: models)
        projectFacts.verticalScrollPlacers = VerticalScrolls.placers(files, models: models)
        projectFacts.scrollContainerPlacers = ScrollContainers.placers(files, models: models)
        projectFacts.paddedPlacers = PaddedPlacement.placers(files, models: models)
        projectFacts.aspectPlacers = AspectSizing.placers(files, models: models)
        projectFacts.hostingPlacers = HostedViews.placers(files, models: models)
        projectFacts.sceneManifests = SceneManifests(files: settingFiles + files)
        projectFacts.portraitOnlyApps = PortraitOnlyApps(settingFiles: settingFiles)
        projectFacts.storyboardSetsWindows = settingFiles.contains { file in
            ["UIMainStoryboardFile", "UISceneStoryboardFile"].contains { ByteScan.contains(file.bytes.array, $0) }
        }
        projectFacts.filesInNoTarget = NoTargetFiles.unused(in: files, reported: Set(seeds.map(\.file.path)))
        // Found by its word, then lexed (a scene delegate's file need not mention UIScreen): a
        // conformance commented out whole declares no scene.
        projectFacts.sceneDelegates = files.filter {
            ByteScan.containsWord($0.bytes, "UIWindowSceneDelegate")
                && !models.model(of: $0).file.identifierTokens(spelled: ["UIWindowSceneDelegate"]).isEmpty
        }.map(\.path)
        let unread = UnreadProperties(seeds: seeds, others: otherFiles + zip(files, mentions).filter { !$0.1 }.map(\.0),
                                      publicIsLocal: projectFacts.buildsAppOnly)
        (projectFacts.unreadProperties, projectFacts.propertiesReadInOwnFile) = (unread.names, unread.readInOwnFile)
        projectFacts.unreadStatics = unread.statics
        let facts = projectFacts
        self.facts = facts
        // Calls of a UIScreen helper spell `UIScreen.name`, so they sit in files already lexed;
        // only helpers on other types (`CGFloat.screenWidth`, `.screenWidth`) need a search.
        let search = HelperCallSearch(helpers)
        helperNames = search
        let others = zip(files, mentions).filter { !$0.1 }.map(\.0)
        let callers = search.isEmpty ? [] : concurrentMap(others) { search.matches($0.bytes) ? $0.path : nil }
        self.helperCallers = Set(callers.compactMap { $0 })
        let unnamed = UnnamedTypes(seeds: seeds, others: others)
        unnamedTypes = unnamed
        uncalledHelpers = UncalledHelpers(helpers: helpers, calls: calls, seeds: seeds, others: others, unnamed: unnamed).locations
        uncalledMethods = UncalledMethods(seeds: seeds, others: others, index: index)
        self.known = Set(files.map(\.path))
        copiedLibraries = CopiedLibraries(candidates: candidates + otherFiles, all: files + otherFiles,
                                          ownLicence: engine.settings.ownLicence)
        foreignFiles = Dictionary(files.compactMap { file in file.foreign.map { (file.path, $0) } },
                                      uniquingKeysWith: { first, _ in first })
        let computed = concurrentMap(seeds) { model in
            Self.migrate(model, engine: engine, index: index, calls: calls, facts: facts)
        }
        let results = Dictionary(zip(seeds.map(\.file.path), computed), uniquingKeysWith: { first, _ in first })
        let plan = Self.supportFiles(for: results, rules: engine.supportRules, project: files)
        self.results = results.merging(plan.refused.compactMap { path, rules in
            results[path].map { (path, Self.withdrawing(rules, from: $0)) }
        }, uniquingKeysWith: { _, withdrawn in withdrawn })
        (generatedFiles, supportNotes, refusedSupport) = (plan.generated, plan.notes, plan.refused)
    }

    /// The library the opening comment of the file at `path` says it was copied from, if any.
    public func copiedLibrary(of path: String) -> CopiedLibrary? { copiedLibraries.byPath[path] }

    /// Whether the file at `path` sits in a vendored folder but its header names this app's project.
    public func isOwnCodeInVendoredFolder(_ path: String) -> Bool { copiedLibraries.ownInVendoredFolders.contains(path) }

    /// Whether a file mentions `UIScreen`: the files the project lexes first when `UIScreen.main`
    /// is the only anchor (`MigrationEngine.mentionsAnchor` asks for every anchor). A reader may
    /// run the engine's as each file is read and hand the answer in as `ProjectFile.glanced`.
    public static func mentionsScreen(_ bytes: FileBytes) -> Bool {
        ByteScan.containsWord(bytes, "UIScreen") || mayImplyScreen(bytes)
    }

    /// Whether a file may hold a bare `.main` read as a screen without naming `UIScreen`
    /// (`window?.screen ?? .main`): the word `screen` and the word `main` are both in it.
    static func mayImplyScreen(_ bytes: FileBytes) -> Bool {
        ByteScan.containsWord(bytes, "screen") && ByteScan.containsWord(bytes, "main")
    }

    /// Whether `bytes` can hold anything this project reports: a use or a helper call.
    public func mayMatter(path: String, bytes: FileBytes) -> Bool {
        if known.contains(path) {
            return seeds[path] != nil || helperCallers.contains(path) || supportNotes[path] != nil
        }
        return engine.mentionsAnchor(bytes) || helperNames.matches(bytes)
    }

    /// The edits and findings for one file given as bytes; most files cost one lookup, and
    /// only a file that may matter is copied out of borrowed bytes.
    public func migrate(path: String, bytes: FileBytes) -> FileResult {
        guard mayMatter(path: path, bytes: bytes) else { return FileResult() }
        if let model = seeds[path], bytes.equals(model.file.source.bytes) {
            return migrate(path: path, source: model.file.source)
        }
        return migrate(path: path, source: SourceText(bytes: bytes.array))
    }

    /// The edits and findings for one file of the project.
    public func migrate(path: String, source: SourceText) -> FileResult {
        guard mayMatter(path: path, bytes: FileBytes(source.bytes)) else { return FileResult() }
        var result: FileResult
        if let cached = results[path], seeds[path]?.file.source.bytes == source.bytes {
            result = cached
        } else {
            let model = SourceModel(file: SyntaxFile(path: path, source: source))
            result = Self.withdrawing(refusedSupport[path] ?? [],
                                      from: Self.migrate(model, engine: engine, index: index, calls: calls, facts: facts))
        }
        if let notes = supportNotes[path] { result.findings = Self.sorted(result.findings + notes) }
        for index in result.findings.indices where result.findings[index].helperCall == nil {
            result.findings[index].helperAlias = helperAliases["\(path):\(result.findings[index].line)"]
        }
        if !uncalledHelpers.isEmpty || unnamedTypes.bodies[path] != nil {
            for index in result.findings.indices where result.findings[index].helperCall == nil {
                let finding = result.findings[index]
                let unreached = uncalledHelpers["\(path):\(finding.line)"] ?? unnamedTypes.type(holding: finding.offset, in: path).map { .some($0) }
                result.findings[index].isUncalledHelper = unreached != nil
                result.findings[index].unnamedType = unreached ?? nil
                result.findings[index].unnamedTypeInPreviews = (unreached ?? nil).map(unnamedTypes.previewOnly.contains) ?? false
            }
        }
        if uncalledMethods.byPath[path] != nil {
            for index in result.findings.indices where result.findings[index].helperCall == nil && !result.findings[index].isUncalledHelper {
                result.findings[index].uncalledMethod = uncalledMethods.method(holding: result.findings[index].offset, in: path)
            }
        }
        return VendoredCode.marking(result, path: path, library: copiedLibraries.byPath[path],
                                    ownCode: copiedLibraries.ownInVendoredFolders.contains(path),
                                    foreign: foreignFiles[path])
    }

    /// One file's engine result plus the notes at its helper calls.
    static func migrate(_ model: SourceModel, engine: MigrationEngine, index: TypeIndex,
                        calls: HelperCalls, facts: ProjectFacts) -> FileResult {
        let notes = helperCallSites(in: model, calls: calls, index: index)
        var facts = facts
        facts.helperReads = notes.compactMap { note in
            note.helperCall.map { HelperRead(offset: note.offset, line: note.line, column: note.column, value: $0.value) }
        }
        var result = engine.migrate(model, index: index, project: facts)
        if !notes.isEmpty { result.findings = sorted(result.findings + notes) }
        return result
    }

    static func sorted(_ findings: [Finding]) -> [Finding] {
        findings.sorted { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) }
    }
}
