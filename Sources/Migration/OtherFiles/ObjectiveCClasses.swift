import SourceModel

/// The superclasses the project's Objective-C declares (`@interface Name : Superclass`, in a
/// header or an implementation file), so that the kind of a class whose `.m` repeats only a class
/// extension (`@interface Name ()`) is read from the header that declares it; and the view a class
/// keeps as a controller does (`@property UIView *view;`), in its header or a class extension.
public struct ObjectiveCClasses: Sendable {
    /// Each declared class's superclass, the first declaration found winning.
    public private(set) var superclasses: [String: String] = [:]
    /// The classes an `@interface` of (the class, a category or a class extension) declares to adopt
    /// a protocol: a framework may send them that protocol's selectors, which no file names.
    public private(set) var adopters: Set<String> = []
    /// Each class's property named `view` whose type is one of UIKit's views.
    private(set) var viewProperties: [String: ObjectiveCContext.HandedView] = [:]

    /// The classes `files` declare; none when no file of them names UIScreen (nothing to advise).
    public init(files: [ProjectFile]) {
        let objectiveC = files.filter { OtherFileKind(path: $0.path) == .objectiveC }
        guard objectiveC.contains(where: { ByteScan.containsWord($0.bytes, "UIScreen") }) else { return }
        for file in objectiveC where ByteScan.contains(file.bytes.array, "@interface") { read(file.bytes.array) }
    }

    /// Every class the Objective-C files among `files` declare, whatever they read: the superclasses
    /// Swift types of a mixed project inherit from.
    init(declaringIn files: [ProjectFile]) {
        for file in files where OtherFileKind(path: file.path) == .objectiveC && ByteScan.contains(file.bytes.array, "@interface") {
            read(file.bytes.array)
        }
    }

    /// The classes one file's `bytes` declare.
    init(declaredIn bytes: [UInt8]) {
        read(bytes)
    }

    /// A table of `superclasses` as given.
    public init(superclasses: [String: String]) {
        self.superclasses = superclasses
    }

    /// The nearest ancestor of `name` that is a Foundation class (`NSObject`, `NSOperation`) or a class UIKit declares, following the
    /// declared superclasses (a project base class declared in another header); nil where the chain
    /// leaves the files or loops.
    func knownAncestor(of name: String) -> String? {
        var current = superclasses[name]
        var seen: Set<String> = [name]
        while let ancestor = current, seen.insert(ancestor).inserted {
            if ancestor.hasPrefix("NS") || ObjectiveCContext.kind(ofUIKitClass: ancestor) != nil { return ancestor }
            current = superclasses[ancestor]
        }
        return nil
    }

    /// The view an object of class `name` (or of a superclass the files declare) keeps as its own,
    /// the way a controller does: a UIKit view property named `view`. Any other view property is one
    /// of its parts, not what it lays out.
    func heldView(of name: String) -> ObjectiveCContext.HandedView? {
        var current: String? = name
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            if let view = viewProperties[type] { return view }
            current = superclasses[type]
        }
        return nil
    }

    /// Adds every `@interface Name : Superclass` (with generic parameters skipped) in `bytes`, and
    /// the view properties of every `@interface` (a class extension's too).
    private mutating func read(_ bytes: [UInt8]) {
        // Only a file that names `loadView` can declare a class that keeps its view: one search, not one per interface.
        let loadsViews = ByteScan.containsWord(bytes, "loadView")
        bytes.withUnsafeBufferPointer { buffer in
            for start in ByteScan.occurrences(of: Array("@interface".utf8), in: bytes) {
                var cursor = start + "@interface".utf8.count
                guard let name = Self.identifier(in: buffer, at: &cursor) else { continue }
                if loadsViews { readViewProperties(of: name, in: buffer, from: cursor) }
                cursor = ByteScan.afterBlanks(buffer, from: cursor)
                // A category or class extension: `@interface Name (Category) <Protocol>`.
                if cursor < buffer.count, buffer[cursor] == UInt8(ascii: "(") {
                    while cursor < buffer.count, buffer[cursor] != UInt8(ascii: ")") { cursor += 1 }
                    if Self.opensProtocols(buffer, at: cursor + 1) { adopters.insert(name) }
                    continue
                }
                if cursor < buffer.count, buffer[cursor] == UInt8(ascii: "<") {
                    while cursor < buffer.count, buffer[cursor] != UInt8(ascii: ">") { cursor += 1 }
                    cursor = ByteScan.afterBlanks(buffer, from: cursor + 1)
                }
                guard cursor < buffer.count, buffer[cursor] == UInt8(ascii: ":") else { continue }
                cursor += 1
                guard let superclass = Self.identifier(in: buffer, at: &cursor) else { continue }
                if Self.opensProtocols(buffer, at: cursor) { adopters.insert(name) }
                if superclasses[name] == nil { superclasses[name] = superclass }
            }
        }
    }

    /// Records a `@property (…) UIKitView *view;` line, not read-only, from `start` to the interface's
    /// `@end`, in an interface that declares `loadView`.
    private mutating func readViewProperties(of name: String, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) {
        let end = ByteScan.firstWord(buffer, Array("@end".utf8), from: start) ?? buffer.count
        // A class keeps its view as a controller does only where it also loads it (`- (void)loadView;`):
        // a framework's node whose `view` is read-only and made lazily is not laid out by its own code.
        guard let loads = ByteScan.firstWord(buffer, Array("loadView".utf8), from: start), loads < end else { return }
        var from = start
        while let found = ByteScan.firstWord(buffer, Array("@property".utf8), from: from), found < end {
            from = found + 1
            var cursor = ByteScan.afterBlanks(buffer, from: found + "@property".utf8.count)
            if cursor < end, buffer[cursor] == UInt8(ascii: "(") {
                let attributes = cursor
                while cursor < end, buffer[cursor] != UInt8(ascii: ")") { cursor += 1 }
                let readonly = ByteScan.firstWord(UnsafeBufferPointer(rebasing: buffer[attributes..<cursor]), Array("readonly".utf8)) != nil
                cursor += 1
                if readonly { continue }
            }
            // Qualifiers before the type (`IBOutlet`, `nullable`, `__kindof`) are skipped.
            var type = Self.identifier(in: buffer, at: &cursor)
            while let word = type, Self.qualifiers.contains(word) { type = Self.identifier(in: buffer, at: &cursor) }
            cursor = ByteScan.afterBlanks(buffer, from: cursor)
            guard let type, ObjectiveCContext.HandedView.isViewType(type), cursor < end, buffer[cursor] == UInt8(ascii: "*") else { continue }
            cursor += 1
            var property = Self.identifier(in: buffer, at: &cursor)
            while let word = property, Self.qualifiers.contains(word) { property = Self.identifier(in: buffer, at: &cursor) }
            guard property == "view", viewProperties[name] == nil else { continue }
            viewProperties[name] = ObjectiveCContext.HandedView(name: "view", type: type)
        }
    }

    /// Whether a protocol list (`<`) starts after blanks at `cursor`.
    private static func opensProtocols(_ buffer: UnsafeBufferPointer<UInt8>, at cursor: Int) -> Bool {
        let next = ByteScan.afterBlanks(buffer, from: cursor)
        return next < buffer.count && buffer[next] == UInt8(ascii: "<")
    }

    /// Words that qualify a property's type or pointer rather than name it.
    private static let qualifiers: Set<String> = [
        "IBOutlet", "nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "__kindof", "__weak",
        "__strong", "const", "_Null_unspecified"]

    /// The identifier after blanks at `cursor`, moving `cursor` past it.
    private static func identifier(in buffer: UnsafeBufferPointer<UInt8>, at cursor: inout Int) -> String? {
        cursor = ByteScan.afterBlanks(buffer, from: cursor)
        let start = cursor
        while cursor < buffer.count, ByteScan.isIdentifierByte(buffer[cursor]) { cursor += 1 }
        return cursor > start ? String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<cursor]), as: UTF8.self) : nil
    }
}
