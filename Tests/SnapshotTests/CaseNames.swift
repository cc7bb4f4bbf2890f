import Foundation
import SourceModel

/// What a snapshot case shows the other files of its module, and what its own code spells:
/// enough to tell whether cases can be type-checked together as one module (TypeCheckBatch).
///
/// Each case is a module of its own. In a module with other cases, a case could type-check where
/// it would not alone only through something of theirs it reaches: a name it spells that another
/// declares at file scope, a member another adds to a type from outside (a UIKit or SwiftUI type),
/// or what the compiler reaches without a name (conformances, initializers, subscripts,
/// result-builder and iterator methods, literal types, operator functions, `@main`, the members of
/// a module another imports). The names are collected here; an initializer added from outside
/// counts as declaring the type's name and `init`, a case with any other unnamed kind is
/// type-checked `alone`, and cases share a run only with cases of the same imports.
///
/// One reach is left, on purpose: a member added to a protocol from outside could stand in for a
/// requirement that a type of another case forgets, where that case names neither the member nor
/// the protocol's own name (it conforms through a refinement). Such a case is broken alone; the
/// full run (SCREENMOD_FULL_TESTS=1) checks every case alone and reports any batch that hid one.
struct CaseNames: Sendable {
    /// Names declared at file scope, and the members added to types from outside (with the type's
    /// name and `init` for an initializer).
    private(set) var declared: Set<String> = []
    /// Every identifier, keyword, operator and attribute in the code (comments and strings left out).
    private(set) var spelled: Set<String> = []
    /// The modules the case imports, sorted.
    private(set) var imports: [String] = []
    /// Why the case must be type-checked alone, if it must.
    private(set) var alone: String?
    /// The types the case declares at file scope.
    private var ownTypes: Set<String> = []
    /// Each extension: the type, whether it adds a conformance, and the members it adds.
    private var extensions: [(type: String, conforms: Bool, members: [(keyword: String, name: String)])] = []

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias",
                                                    "precedencegroup", "macro", "func", "operator"]
    private static let memberKeywords: Set<String> = ["func", "var", "let", "typealias", "class", "struct",
                                                      "enum", "actor"]
    /// Members the compiler calls without their name being written.
    private static let implicitMembers: Set<String> = ["callAsFunction", "makeIterator", "next", "appendInterpolation",
                                                       "appendLiteral", "hash", "encode"]

    /// Scans the case made of `files`.
    init(files: [URL]) {
        self.init(sources: files.map { ($0.lastPathComponent, (try? String(contentsOf: $0, encoding: .utf8)) ?? "") })
    }

    /// Scans the case made of `sources` (file name, text).
    init(sources: [(name: String, text: String)]) {
        var modules: Set<String> = []
        for (name, text) in sources {
            if name == "main.swift" { alone = "it has a main.swift (top-level code)" }
            scan(SyntaxFile(path: name, text: text), modules: &modules)
        }
        imports = modules.sorted()
        // An extension of the case's own type is reached only through that type's name, which is
        // declared already; one of a type from outside adds to what every case sees of it.
        for (type, conforms, members) in extensions where !ownTypes.contains(type) {
            if conforms { alone = "it adds a conformance to \(type)" }
            for (keyword, name) in members { declareMember(keyword, name, of: type) }
        }
    }

    private mutating func scan(_ file: SyntaxFile, modules: inout Set<String>) {
        let code = file.tokens.indices.filter {
            let kind = file.tokens[$0].kind
            return !kind.isTrivia && kind != .string && kind != .stringDelimiter
        }
        var depth = 0
        var inExtension = false
        for (position, index) in code.enumerated() {
            let text = Self.name(file.text(index))
            spelled.insert(text)
            // The name a declaration keyword introduces: an identifier or an operator, never punctuation.
            let next = position + 1 < code.count && file.tokens[code[position + 1]].kind != .punctuation
                ? Self.name(file.text(code[position + 1])) : ""
            switch text {
            case "{": depth += 1
            case "}": depth -= 1; if depth == 0 { inExtension = false }
            case "@main": declared.insert(text)
            case "import" where depth == 0: modules.insert(Self.moduleName(file, code, after: position))
            case "extension" where depth == 0 && !next.isEmpty:
                inExtension = true
                extensions.append((next, Self.conforms(file, code, after: position), []))
            case "var" where depth == 0, "let" where depth == 0:
                declared.formUnion(Self.bindings(file, code, after: position))
            default:
                if depth == 0, Self.typeKeywords.contains(text), !next.isEmpty {
                    declareAtFileScope(next, isFunction: text == "func")
                    if text != "func" { ownTypes.insert(next) }
                } else if depth == 1, inExtension, Self.memberKeywords.contains(text) || text == "subscript"
                            || text == "init" {
                    extensions[extensions.count - 1].members.append((text, next))
                }
            }
        }
    }

    private mutating func declareAtFileScope(_ name: String, isFunction: Bool) {
        declared.insert(name)
        if isFunction, !Self.isIdentifier(name) { alone = "it declares the operator function \(name) at file scope" }
        if name.hasSuffix("LiteralType") { alone = "it declares \(name), which sets the type of literals" }
    }

    private mutating func declareMember(_ keyword: String, _ name: String, of type: String) {
        if keyword == "subscript" { alone = "it adds a subscript to \(type)" }
        // Called as `Type(…)` or `.init(…)`, where neither spells a name of the initializer's own.
        if keyword == "init" { declared.formUnion([type, "init"]) }
        // `class func`, `class var`: the keyword after the modifier declares the member.
        guard Self.memberKeywords.contains(keyword), !name.isEmpty, !Self.memberKeywords.contains(name) else { return }
        declared.insert(name)
        if keyword == "func", !Self.isIdentifier(name) { alone = "it adds the operator \(name) to \(type)" }
        if name.hasPrefix("build") || Self.implicitMembers.contains(name) {
            alone = "it adds \(name) to \(type), which the compiler calls unnamed"
        }
    }

    /// The names a `var` or `let` at file scope binds: the one after the keyword or after a comma
    /// outside brackets, and those of a tuple pattern, up to the end of the statement.
    private static func bindings(_ file: SyntaxFile, _ code: [Int], after position: Int) -> Set<String> {
        var names: Set<String> = []
        var nesting = 0
        var expectName = true
        var inPattern = false
        for (offset, index) in code[(position + 1)...].enumerated() {
            let text = name(file.text(index))
            if expectName, text == "(" {
                inPattern = true
            } else if expectName || inPattern, isIdentifier(text), text != "_" {
                names.insert(text)
            }
            expectName = false
            switch text {
            case "(", "[", "{": nesting += 1
            case ")", "]", "}": nesting -= 1; if nesting <= 0 { inPattern = false }
            case ",": expectName = nesting == 0
            default: break
            }
            let following = position + 2 + offset < code.count ? code[position + 2 + offset] : nil
            guard nesting >= 0, text != ";" || nesting > 0, let following else { break }
            let continues = text == "," || file.text(following) == "," || file.text(following) == "."
            if nesting == 0, !continues, file.newlineBetween(index, following) { break }
        }
        return names
    }

    /// Whether the extension at `position` names a conformance: a `:` before its `where` or body.
    private static func conforms(_ file: SyntaxFile, _ code: [Int], after position: Int) -> Bool {
        for index in code[(position + 1)...] {
            let text = file.text(index)
            if text == "{" || text == "where" { return false }
            if text == ":" { return true }
        }
        return false
    }

    /// The module an `import` names (`import UIKit`, `import struct SwiftUI.Text`).
    private static func moduleName(_ file: SyntaxFile, _ code: [Int], after position: Int) -> String {
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        var index = position + 1
        while index < code.count, kinds.contains(file.text(code[index])) { index += 1 }
        return index < code.count ? file.text(code[index]) : ""
    }

    private static func name(_ text: String) -> String {
        text.count > 2 && text.hasPrefix("`") && text.hasSuffix("`") ? String(text.dropFirst().dropLast()) : text
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return first == "_" || CharacterSet.letters.contains(first)
    }
}
