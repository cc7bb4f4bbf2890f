import Foundation
import SeededRandom

/// Writes a deterministic corpus of realistic iOS-style Swift: the same seed gives the same bytes.
///
/// Files mix what app code is made of: imports, doc and block comments, classes, structs,
/// enums and extensions, UIKit and SwiftUI members, `UIScreen.main` uses, closures, string
/// literals with interpolation, multi-line and raw strings, numbers in every base, attributes,
/// `#if` blocks, generics, optional chaining and the occasional regex literal.
struct CorpusGenerator {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(state: seed)
    }

    private mutating func next() -> UInt64 {
        random.next()
    }

    private mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    private mutating func pick(_ words: [String]) -> String {
        words[below(words.count)]
    }

    private static let nouns = ["profile", "avatar", "feed", "item", "cell", "header", "footer",
                                "session", "account", "photo", "timeline", "message", "thread",
                                "banner", "card", "badge", "toolbar", "menu", "player", "track"]
    private static let verbs = ["load", "update", "configure", "refresh", "layout", "render",
                                "present", "dismiss", "select", "fetch", "reload", "apply"]
    private static let types = ["Int", "String", "CGFloat", "Double", "Bool", "[String]",
                                "UIImage?", "URL", "Date", "[Int: String]", "CGSize", "UIColor"]

    private mutating func name() -> String {
        pick(Self.nouns) + pick(Self.nouns).capitalized
    }

    private mutating func typeName() -> String {
        pick(Self.nouns).capitalized + pick(["View", "Controller", "Model", "Cell", "Manager", "Store"])
    }

    private mutating func expression() -> String {
        switch below(10) {
        case 0: return "UIScreen.main.bounds.width * \(below(100)).\(below(10))"
        case 1: return "\(name())?.\(name()) ?? \(below(1000))"
        case 2: return "\"\(pick(Self.nouns)) \\(\(name()).count) items\""
        case 3: return "0x\(String(below(0xFFFFFF), radix: 16, uppercase: true))"
        case 4: return "[\(below(9)), \(below(99)), 1_000_000]"
        case 5: return "\(name()).map { $0 * 2 }.filter { $0 > \(below(50)) }"
        case 6: return "max(\(name()), UIScreen.main.scale) / 2.0e\(below(3))"
        case 7: return "self.\(name()) != nil && !\(name()).isEmpty"
        case 8: return "#\"raw \\d+ \(pick(Self.nouns))\"#"
        default: return "CGSize(width: \(below(400)), height: \(below(800)))"
        }
    }

    private mutating func statement(_ indent: String) -> String {
        switch below(9) {
        case 0: return "\(indent)let \(name()) = \(expression())\n"
        case 1: return "\(indent)guard let \(name()) = \(name()) else { return }\n"
        case 2:
            return "\(indent)if \(name()) > \(below(10)) {\n\(indent)    \(pick(Self.verbs))(\(expression()))\n"
                + "\(indent)} else {\n\(indent)    \(name()) += 1\n\(indent)}\n"
        case 3: return "\(indent)// \(pick(Self.verbs)) the \(pick(Self.nouns)) before layout\n"
        case 4:
            return "\(indent)for (index, \(name())) in \(name()).enumerated() where index % 2 == 0 {\n"
                + "\(indent)    print(\"\\(index): \\(\(name()).description)\")\n\(indent)}\n"
        case 5:
            return "\(indent)DispatchQueue.main.async { [weak self] in\n"
                + "\(indent)    self?.\(pick(Self.verbs))\(typeName())(animated: true)\n\(indent)}\n"
        case 6:
            return "\(indent)let message = \"\"\"\n\(indent)    \(pick(Self.nouns)) \\(\(name()))\n"
                + "\(indent)    done \\\n\(indent)    \"\"\"\n"
        case 7: return "\(indent)view.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44)\n"
        default: return "\(indent)try? \(pick(Self.verbs))(\(name()): \(expression()), completion: nil)\n"
        }
    }

    private mutating func function(_ indent: String) -> String {
        var text = "\(indent)/// Called to \(pick(Self.verbs)) the \(pick(Self.nouns)) for the current state.\n"
        if below(3) == 0 { text += "\(indent)@MainActor\n" }
        text += "\(indent)\(pick(["func", "private func", "public func", "override func"])) "
        text += "\(pick(Self.verbs))\(typeName())(_ \(name()): \(pick(Self.types)), animated: Bool = true)"
        text += below(4) == 0 ? " async throws -> \(pick(Self.types)) {\n" : " {\n"
        for _ in 0..<(3 + below(8)) { text += statement(indent + "    ") }
        return text + "\(indent)}\n\n"
    }

    private mutating func typeDeclaration() -> String {
        let kind = pick(["final class", "struct", "class", "extension"])
        let typeName = typeName()
        var text = "/* \(typeName): where \(pick(Self.nouns))s \(pick(Self.verbs)). /* nested */ */\n"
        text += "\(kind) \(typeName)\(kind == "extension" ? "" : ": \(pick(["UIView", "NSObject", "View", "Equatable"]))") {\n"
        for _ in 0..<(2 + below(4)) {
            text += "    \(pick(["private var", "let", "@Published var", "lazy var", "weak var"])) "
            text += "\(name()): \(pick(Self.types)) = \(expression())\n"
        }
        text += "\n    #if DEBUG\n    static let debugName = \"\(typeName)\"\n    #endif\n\n"
        for _ in 0..<(2 + below(5)) { text += function("    ") }
        if below(6) == 0 { text += "    let pattern = /\(pick(Self.nouns))-\\d+/\n" }
        return text + "}\n\n"
    }

    /// Writes files of about 40 KB until `megabytes` MB are written; returns counts.
    mutating func write(to directory: String, megabytes: Int) -> (files: Int, bytes: Int) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var total = 0
        var files = 0
        while total < megabytes * 1_000_000 {
            var text = "//\n//  Generated\(files).swift\n//\n\nimport UIKit\nimport SwiftUI\n\n"
            while text.utf8.count < 40_000 { text += typeDeclaration() }
            let path = directory + "/Generated\(files).swift"
            guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else { break }
            total += text.utf8.count
            files += 1
        }
        return (files, total)
    }
}
