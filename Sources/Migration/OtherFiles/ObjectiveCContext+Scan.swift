extension ObjectiveCContext {
    /// A method's body and where it belongs, as one scan of the tokens finds it.
    struct Method: Equatable, Sendable {
        var className: String
        var selector: String
        var isClassMethod: Bool
        var handsTransitionContext: Bool
        /// The byte range from the method's `{` to just past its `}`.
        var body: Range<Int>
    }

    /// The context of every offset in `offsets` (in any order), from one scan of `tokens`.
    static func contexts(of offsets: [Int], tokens: [ObjectiveCToken], bytes: [UInt8]) -> [Int: ObjectiveCContext] {
        let scan = Scan(tokens: tokens, bytes: bytes)
        var result: [Int: ObjectiveCContext] = [:]
        for offset in offsets {
            guard let method = scan.methods.last(where: { $0.body.contains(offset) }) else {
                result[offset] = ObjectiveCContext()
                continue
            }
            let kind = kind(of: method.className, superclass: scan.superclasses[method.className],
                            selectors: scan.selectors[method.className] ?? [])
            result[offset] = ObjectiveCContext(className: method.className, kind: kind, selector: method.selector,
                                               isClassMethod: method.isClassMethod,
                                               handsTransitionContext: method.handsTransitionContext)
        }
        return result
    }

    /// The methods of every `@implementation` in a file, each class's selectors, and the
    /// superclasses its `@interface X : Y` lines name.
    struct Scan {
        private(set) var methods: [Method] = []
        private(set) var selectors: [String: Set<String>] = [:]
        private(set) var superclasses: [String: String] = [:]
        private let tokens: [ObjectiveCToken]
        private let bytes: [UInt8]

        init(tokens: [ObjectiveCToken], bytes: [UInt8]) {
            self.tokens = tokens
            self.bytes = bytes
            var position = 0
            var implementation: String?
            var depth = 0
            while position < tokens.count {
                let word = text(position)
                if word == "{" { depth += 1 } else if word == "}" { depth = max(0, depth - 1) }
                if word == "@", position + 1 < tokens.count {
                    switch text(position + 1) {
                    case "implementation": implementation = text(position + 2)
                    case "interface" where text(position + 3) == ":":
                        if let name = text(position + 2), let superclass = text(position + 4) { superclasses[name] = superclass }
                    case "end": implementation = nil
                    default: break
                    }
                }
                if depth == 0, let owner = implementation, word == "-" || word == "+", text(position + 1) == "(",
                   startsLine(position), let method = method(at: position, of: owner) {
                    methods.append(method)
                    selectors[owner, default: []].insert(method.selector)
                }
                position += 1
            }
        }

        private func text(_ position: Int) -> String? {
            guard tokens.indices.contains(position) else { return nil }
            return String(decoding: bytes[tokens[position].start..<tokens[position].end], as: UTF8.self)
        }

        /// Whether only spaces and tabs come before token `position` on its line.
        private func startsLine(_ position: Int) -> Bool {
            var cursor = tokens[position].start
            while cursor > 0, bytes[cursor - 1] == 0x20 || bytes[cursor - 1] == 0x09 { cursor -= 1 }
            return cursor == 0 || bytes[cursor - 1] == 0x0A || bytes[cursor - 1] == 0x0D
        }

        /// The index just past the parenthesis that closes the one at `position`.
        private func skipParentheses(from position: Int) -> Int {
            var depth = 0
            var cursor = position
            while cursor < tokens.count {
                if text(cursor) == "(" { depth += 1 } else if text(cursor) == ")" { depth -= 1; if depth == 0 { return cursor + 1 } }
                cursor += 1
            }
            return cursor
        }

        /// The method declared at `position` (its `-` or `+`), if a body follows the selector.
        private func method(at position: Int, of owner: String) -> Method? {
            var cursor = skipParentheses(from: position + 1)
            var selector = ""
            var handsTransitionContext = false
            while cursor < tokens.count, tokens[cursor].kind == .identifier, let part = text(cursor) {
                guard text(cursor + 1) == ":" else {
                    if selector.isEmpty { selector = part }
                    cursor += 1
                    break
                }
                selector += part + ":"
                cursor += 2
                if text(cursor) == "(" {
                    let end = skipParentheses(from: cursor)
                    handsTransitionContext = handsTransitionContext
                        || (cursor..<end).contains { text($0) == "UIViewControllerContextTransitioning" }
                    cursor = end
                }
                cursor += 1  // the parameter's name
            }
            // Attributes such as `NS_REQUIRES_SUPER` may sit before the body.
            while cursor < tokens.count, tokens[cursor].kind == .identifier { cursor += 1 }
            guard !selector.isEmpty, text(cursor) == "{", let end = closingBrace(from: cursor) else { return nil }
            return Method(className: owner, selector: selector, isClassMethod: text(position) == "+",
                          handsTransitionContext: handsTransitionContext, body: tokens[cursor].start..<end)
        }

        /// The byte offset just past the `}` that closes the `{` at token `position`.
        private func closingBrace(from position: Int) -> Int? {
            var depth = 0
            for cursor in position..<tokens.count {
                if text(cursor) == "{" { depth += 1 } else if text(cursor) == "}" {
                    depth -= 1
                    if depth == 0 { return tokens[cursor].end }
                }
            }
            return nil
        }
    }
}
