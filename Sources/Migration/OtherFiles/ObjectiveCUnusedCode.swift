import SourceModel

/// Objective-C code that reads the main screen and that nothing else in the run names: a macro no
/// line uses, a class no other file mentions, a category method no file calls. A finding there says
/// to delete the code rather than migrate it.
public struct UnusedObjectiveC: Sendable, Equatable {
    /// The main-screen macros no code uses (`ObjectiveCMacros.survey`).
    public var macros: Set<String> = []
    /// The classes implemented in the file that no other file names.
    public var classes: Set<String> = []
    /// The category methods and class methods of the file no file calls, each as `Class selector`.
    public var methods: Set<String> = []
    /// Per main-screen macro the file defines, the code lines that use it (`ObjectiveCMacros.survey`).
    public var macroUsers: [String: [String]] = [:]

    public init(macros: Set<String> = [], classes: Set<String> = [], methods: Set<String> = [],
                macroUsers: [String: [String]] = [:]) {
        self.macroUsers = macroUsers
        self.macros = macros
        self.classes = classes
        self.methods = methods
    }

    static func methodKey(className: String, selector: String) -> String { className + " " + selector }

    /// What a finding in the method `context` names says first, when its class or category method
    /// is unused: why, and the deletion to make rather than a migration. `implemented` holds the classes
    /// the file implements: a file that implements others too is kept, and only the class goes.
    func owner(of context: ObjectiveCContext, implemented: Set<String> = []) -> (reason: String, deletion: String)? {
        guard let className = context.className, let selector = context.selector else { return nil }
        let searched = "(Objective-C, Swift, property lists, storyboards, xibs, XML, scripts and JSON searched; comments and #import lines left out)"
        let outside = "once a search outside the scanned folders (another target, a framework that links it) finds no user"
        if context.inCategory || context.isClassMethod, let method = context.methodName,
           methods.contains(Self.methodKey(className: className, selector: selector)) {
            return ("no scanned file calls \(method) \(searched), so nothing shows this line runs: ",
                    "delete the method and its declaration rather than migrate it, " + outside)
        }
        guard !context.inCategory, classes.contains(className) else { return nil }
        let others = implemented.subtracting([className]).sorted()
        let what = others.isEmpty ? "\(className) (its .m and .h)"
            : "the class \(className) (its @implementation here and its @interface; the file also implements "
                + others.map { "`\($0)`" }.joined(separator: ", ") + ", so delete the .m and .h only where nothing uses "
                + (others.count == 1 ? "that class" : "those classes") + " either)"
        return ("no other scanned file names the class \(className) \(searched), so nothing shows the app makes one: ",
                "delete \(what) rather than migrate it, " + outside)
    }
}

/// Finds the classes and category methods that hold a main-screen use and that no other scanned
/// file names. Each claim is what the files show: a name in a comment is no use, while a name in a
/// string (`NSClassFromString(@"Photo")`), a storyboard or a property list is; where a class name
/// may be built at run time (`NSClassFromString` of anything but a literal) no class is claimed.
public enum ObjectiveCUnusedCode {
    /// A class, or a category or class method, holding a main-screen use in the implementation file `path`.
    public struct Candidate: Hashable, Sendable {
        public var path: String
        public var className: String
        /// The method's selector; nil for a whole class.
        public var selector: String?

        /// The word another file names it by: the class, or the selector's first part.
        var word: String { selector.map { String($0.prefix { $0 != ":" }) } ?? className }
    }

    /// Selectors a category or a class method may implement that the runtime or UIKit sends without any
    /// file naming them.
    static let calledByTheSystem: Set<String> = ObjectiveCContext.controllerSelectors
        .union(ObjectiveCContext.cellSelectors).union(ObjectiveCContext.viewSelectors)
        .union(["load", "initialize", "awakeFromNib", "dealloc", "init", "description", "layerClass",
                "requiresConstraintBasedLayout", "supportsSecureCoding", "automaticallyNotifiesObserversForKey:",
                "resolveClassMethod:", "resolveInstanceMethod:", "allocWithZone:", "copyWithZone:"])

    /// The classes and category methods of `objectiveC`'s implementation files that hold a use.
    /// A class with a `+load`, a registration macro (`RCT_EXPORT_MODULE()`), or the application's
    /// delegate runs without being named, so it is never one.
    public static func candidates(in objectiveC: [ProjectFile]) -> [Candidate] {
        var found: Set<Candidate> = []
        // The superclasses the headers declare, read only when a class method is a candidate.
        lazy var declared = ObjectiveCClasses(declaringIn: objectiveC)
        for file in objectiveC where isImplementation(file.path) && ByteScan.containsWord(file.bytes, "UIScreen") {
            let bytes = file.bytes.array
            let tokens = ObjectiveCTokens.tokens(bytes)
            let scan = ObjectiveCContext.Scan(tokens: tokens, bytes: bytes)
            for use in ObjectiveCScanner.uses(in: bytes, tokens: tokens) {
                guard let method = scan.methods.last(where: { $0.body.contains(use.offset) }) else { continue }
                // A category's methods and a class's class methods run only where something names them
                // (UIKit calls a class's instance methods unnamed: overrides, delegate callbacks).
                // A framework class's subclass (NSURLProtocol, NSValueTransformer) may override a class method
                // its framework calls: only an NSObject's, a view's or a controller's class methods are candidates.
                let candidateClassMethod = method.isClassMethod && !method.inCategory
                    && isPlainClass(scan.superclasses[method.className] ?? declared.superclasses[method.className])
                // A class that adopts a protocol may be sent its selectors by a framework (a delegate callback).
                if method.inCategory || candidateClassMethod, isCalledByName(method.selector),
                   !declared.adopters.contains(method.className) {
                    found.insert(Candidate(path: file.path, className: method.className, selector: method.selector))
                }
                if !method.inCategory, scan.selectors[method.className]?.contains("load") != true, !registersItself(method.className, scan: scan),
                          ObjectiveCContext.kind(of: method.className, superclass: scan.superclasses[method.className],
                                                 selectors: scan.selectors[method.className] ?? []) != .appDelegate {
                    found.insert(Candidate(path: file.path, className: method.className))
                }
            }
        }
        return found.sorted { ($0.path, $0.className, $0.selector ?? "") < ($1.path, $1.className, $1.selector ?? "") }
    }

    /// Whether a class whose superclass is `superclass` has no class method a framework calls unnamed,
    /// beyond the ones `calledByTheSystem` lists: NSObject, and UIKit's views and view controllers.
    private static func isPlainClass(_ superclass: String?) -> Bool {
        guard let superclass else { return false }
        return superclass == "NSObject" || [.view, .viewController, .cell].contains(ObjectiveCContext.kind(ofUIKitClass: superclass))
    }

    /// Whether a method with `selector` runs only where code names it: not one the runtime or UIKit
    /// sends of its own accord, and long enough for a search of its first part to mean it.
    private static func isCalledByName(_ selector: String) -> Bool {
        !calledByTheSystem.contains(selector) && !selector.hasPrefix("keyPathsForValuesAffecting")
            && selector.prefix(while: { $0 != ":" }).count >= 4 && !isShapedAsCallback(selector)
    }

    /// Whether the selector is shaped as a delegate's callback, which a framework sends: a part that
    /// tells an event (`captureOutput:didFinishRecording…:`, `scrollViewDidScroll:`).
    static func isShapedAsCallback(_ selector: String) -> Bool {
        let parts = selector.split(separator: ":")
        let events = ["Did", "Will", "Should"]
        if parts.dropFirst().contains(where: { part in events.contains { part.hasPrefix($0.lowercased()) } }) { return true }
        guard let first = parts.first else { return false }
        return events.contains { event in
            first.ranges(of: event).contains { $0.lowerBound > first.startIndex
                && first[$0.upperBound...].first.map(\.isUppercase) == true }
        }
    }

    /// Whether the class's `@implementation` calls a macro outside its methods (`RCT_EXPORT_MODULE()`,
    /// `SYNTHESIZE_SINGLETON_FOR_CLASS(…)`): such a macro may register the class, or add methods the
    /// runtime calls, without naming it anywhere else.
    static func registersItself(_ className: String, scan: ObjectiveCContext.Scan) -> Bool {
        scan.topLevelCalls[className]?.contains { name in name.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" } } == true
    }

    /// The candidates that no file of `objectiveC`, `swift` or `others` (property lists,
    /// storyboards, xibs) names outside the candidate's own declarations. Each file is read once, for
    /// every candidate's words at a time (`IdentifierHits`): the search is as long as the files.
    public static func unnamed(_ candidates: [Candidate], objectiveC: [ProjectFile] = [], swift: [ProjectFile] = [],
                               others: [ProjectFile] = []) -> [Candidate] {
        var named = Set<Int>()
        if candidates.contains(where: { $0.selector == nil }),
           (objectiveC + swift).contains(where: { buildsClassNames($0.bytes) }) {
            named.formUnion(candidates.indices.filter { candidates[$0].selector == nil })
        }
        // Per word, the candidates it may name: a file's hits are looked up, never its candidates walked.
        let byWord = Dictionary(grouping: candidates.indices, by: { candidates[$0].word })
        let words = IdentifierHits.Words(byWord.keys)
        let headers = ImportedHeaders(objectiveC)
        // In batches read in parallel: a candidate a batch names is not looked for again in the next.
        eachBatch(of: objectiveC, named: &named, total: candidates.count) { file, known in
            let hits = IdentifierHits(file.bytes, among: words)
            let open = hits.offsetsByWord.keys.flatMap { byWord[$0] ?? [] }.filter { !known.contains($0) }
            guard !open.isEmpty else { return [] }
            let bytes = file.bytes.array
            let (tokens, comments, _) = ObjectiveCTokens.scan(bytes)
            return open.filter { index in
                names(candidates[index], at: hits.offsets(of: candidates[index].word), in: file.path,
                      bytes: bytes, tokens: tokens, comments: comments, headers: headers)
            }
        }
        let bySpelling = candidates.indices.reduce(into: [String: [Int]]()) { table, index in
            for spelling in swiftSpellings(candidates[index]) { table[spelling, default: []].append(index) }
        }
        let spellings = IdentifierHits.Words(bySpelling.keys)
        eachBatch(of: swift, named: &named, total: candidates.count) { file, _ in
            IdentifierHits(file.bytes, among: spellings).offsetsByWord.keys.flatMap { bySpelling[$0] ?? [] }
        }
        eachBatch(of: others, named: &named, total: candidates.count) { file, _ in
            IdentifierHits(file.bytes, among: words).offsetsByWord.keys.flatMap { byWord[$0] ?? [] }
        }
        return candidates.indices.filter { !named.contains($0) }.map { candidates[$0] }
    }

    /// Adds to `named` the candidates `search` finds in `files`, in batches of 64 read in parallel, each
    /// batch told what the batches before it found, until all `total` candidates are named.
    private static func eachBatch(of files: [ProjectFile], named: inout Set<Int>, total: Int,
                                  _ search: @Sendable (ProjectFile, Set<Int>) -> [Int]) {
        var start = 0
        while start < files.count, named.count < total {
            let batch = Array(files[start..<min(start + 64, files.count)])
            let known = named
            for found in concurrentMap(batch, { search($0, known) }) { named.formUnion(found) }
            start += 64
        }
    }

    /// The words Swift may name a candidate by: a class by its name, a method by its selector's first
    /// part and what Swift makes of it (`swiftSpellings(of:)`).
    private static func swiftSpellings(_ candidate: Candidate) -> [String] {
        candidate.selector == nil ? [candidate.word] : [candidate.word] + swiftSpellings(of: candidate.word)
    }

    /// The unused code per implementation file, as findings look it up.
    public static func byFile(_ unused: [Candidate]) -> [String: UnusedObjectiveC] {
        unused.reduce(into: [:]) { table, candidate in
            if let selector = candidate.selector {
                table[candidate.path, default: UnusedObjectiveC()].methods
                    .insert(UnusedObjectiveC.methodKey(className: candidate.className, selector: selector))
            } else {
                table[candidate.path, default: UnusedObjectiveC()].classes.insert(candidate.className)
            }
        }
    }

    /// Whether the Objective-C file at `path` names `candidate`, at one of `offsets` (where its word
    /// is), outside comments and its own declarations: a method's `- (T)name…` lines; a class's own
    /// `@implementation … @end`, its `@interface` and `@class` lines, and the header that declares it and
    /// no other class; and in any file an `#import` or `#include` of a header that declares the class and
    /// nothing else the importer names (`ImportedHeaders`): deleting it takes nothing the importer uses.
    static func names(_ candidate: Candidate, at offsets: [Int], in path: String, bytes: [UInt8], tokens: [ObjectiveCToken],
                      comments: [Range<Int>], headers: ImportedHeaders = ImportedHeaders([])) -> Bool {
        guard !offsets.isEmpty else { return false }
        if candidate.selector == nil, !isImplementation(path), declaresOnly(candidate.className, bytes) { return false }
        let own = ownImplementation(of: candidate, in: path, bytes: bytes, tokens: tokens)
        return bytes.withUnsafeBufferPointer { buffer in
            offsets.contains { offset in
                if comments.contains(where: { $0.contains(offset) }) || own.contains(where: { $0.contains(offset) }) { return false }
                let starts = { (prefix: String) in ObjectiveCTokens.line(holding: offset, in: buffer, startsWith: prefix) }
                let declaration = candidate.selector != nil ? starts("-") || starts("+")
                    : starts("@interface") || starts("@class") || (path == candidate.path && starts("#import"))
                        || ((starts("#import") || starts("#include"))
                            && headers.takesOnly(candidate.className, imported: ImportedHeaders.fileName(at: offset, in: buffer),
                                                 importer: bytes))
                return !declaration
            }
        }
    }

    /// The byte ranges of `candidate`'s class's own `@implementation … @end` in its own file.
    private static func ownImplementation(of candidate: Candidate, in path: String, bytes: [UInt8],
                                          tokens: [ObjectiveCToken]) -> [Range<Int>] {
        guard candidate.selector == nil, path == candidate.path else { return [] }
        var ranges: [Range<Int>] = []
        var start: Int?
        for index in tokens.indices where tokens[index].text(in: bytes) == "@" && index + 1 < tokens.count {
            let keyword = tokens[index + 1].text(in: bytes)
            if keyword == "implementation", index + 2 < tokens.count, tokens[index + 2].text(in: bytes) == candidate.className,
               index + 3 >= tokens.count || tokens[index + 3].text(in: bytes) != "(" {
                start = tokens[index].start
            } else if keyword == "end", let begun = start {
                ranges.append(begun..<tokens[index + 1].end)
                start = nil
            }
        }
        return ranges
    }

    /// Whether a header declares `name` (`@interface name :`) and no other class.
    private static func declaresOnly(_ name: String, _ bytes: [UInt8]) -> Bool {
        let declared = ObjectiveCClasses(declaredIn: bytes).superclasses.keys
        return declared.contains(name) && declared.count == 1
    }

    /// Whether the file makes a class from a name it does not spell out (`NSClassFromString(name)`).
    static func buildsClassNames(_ bytes: FileBytes) -> Bool {
        ByteScan.containsWord(bytes, of: ["NSClassFromString"]) { buffer, offset, length in
            var cursor = ByteScan.afterBlanks(buffer, from: offset + length)
            guard cursor < buffer.count, buffer[cursor] == UInt8(ascii: "(") else { return false }
            cursor = ByteScan.afterBlanks(buffer, from: cursor + 1)
            guard cursor < buffer.count else { return true }
            if buffer[cursor] == UInt8(ascii: "@") { cursor += 1 }
            return cursor >= buffer.count || buffer[cursor] != UInt8(ascii: "\"")
        }
    }

    /// What Swift may call a method whose selector begins with `word`: the part before its first
    /// preposition (`applyBlurWithRadius` is `applyBlur(withRadius:)`), and the label after it, which an
    /// imported factory keeps (`colorWithHexString:` is `UIColor(hexString:)`). Shorter words are found
    /// more often: the search errs toward a use.
    static func swiftSpellings(of word: String) -> [String] {
        let prepositions = ["With", "For", "From", "By", "Using", "Named", "In", "At", "To", "Of", "On", "And"]
        let characters = Array(word)
        guard let split = characters.indices.dropFirst().first(where: { index in
            prepositions.contains { characters[index...].starts(with: $0) }
        }) else { return [word] }
        let preposition = prepositions.first { characters[split...].starts(with: $0) } ?? ""
        let label = characters[(split + preposition.count)...]
        let spellings = [String(characters[..<split]), label.prefix(1).map { $0.lowercased() }.joined() + String(label.dropFirst())]
        return spellings.filter { !$0.isEmpty }
    }

    /// The classes whose own `@implementation` (not a category's) the tokens hold.
    static func implementedClasses(_ tokens: [ObjectiveCToken], bytes: [UInt8]) -> Set<String> {
        func text(_ position: Int) -> String? { tokens.indices.contains(position) ? tokens[position].text(in: bytes) : nil }
        return Set(tokens.indices.compactMap { index in
            text(index) == "@" && text(index + 1) == "implementation" && text(index + 3) != "(" ? text(index + 2) : nil
        })
    }

    static func isImplementation(_ path: String) -> Bool {
        [".m", ".mm"].contains { path.hasSuffix($0) }
    }
}
