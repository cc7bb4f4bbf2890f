import SwiftLexer

extension ObjectiveCContext {
    /// A method's body and where it belongs, as one scan of the tokens finds it.
    struct Method: Equatable, Sendable {
        var className: String
        /// Whether the method is in a category's `@implementation` (`@implementation UIImage (Round)`).
        var inCategory = false
        var selector: String
        var isClassMethod: Bool
        var handsTransitionContext: Bool
        /// The first parameter whose type is a UIKit view (`(UIImageView *)imageView`), if any.
        var handedView: HandedView?
        /// Whether the method handles an action or a gesture (`ObjectiveCContext.handlesEvent`).
        var handlesEvent = false
        /// The byte range from the method's `{` to just past its `}`.
        var body: Range<Int>
        /// The method as Objective-C writes it: `-[Menu viewWillAppear:]`.
        var written: String { "\(isClassMethod ? "+" : "-")[\(className) \(selector)]" }
        /// Where the method names the key window (`keyWindow`, or the application's `windows`) in a
        /// body that also adds a subview: it puts content into that window.
        var keyWindowOffset: Int?
    }

    /// The context of every offset in `offsets` (in any order), from one scan of `tokens`.
    /// `classes` gives the superclasses other files declare (a class's header).
    static func contexts(of offsets: [Int], tokens: [ObjectiveCToken], bytes: [UInt8], lines: SourceText,
                         classes: ObjectiveCClasses = ObjectiveCClasses(superclasses: [:])) -> [Int: ObjectiveCContext] {
        let scan = Scan(tokens: tokens, bytes: bytes)
        var result: [Int: ObjectiveCContext] = [:]
        let names = ObjectiveCStatement.names(in: tokens, bytes: bytes)
        let otherHosts = scan.otherHosts(lines: lines)
        for offset in offsets {
            guard let method = scan.methods.last(where: { $0.body.contains(offset) }) else {
                result[offset] = ObjectiveCContext()
                continue
            }
            // The file's own `@interface X : Y` first, then the project's declarations up to a known class.
            let superclass = scan.superclasses[method.className].map { declared in
                classes.knownAncestor(of: declared).map { declared == $0 ? declared : $0 } ?? declared
            } ?? classes.knownAncestor(of: method.className)
            let kind = kind(of: method.className, superclass: superclass, selectors: scan.selectors[method.className] ?? [])
            var context = ObjectiveCContext(className: method.className, kind: kind, selector: method.selector,
                                            isClassMethod: method.isClassMethod,
                                            handsTransitionContext: method.handsTransitionContext)
            context.inCategory = method.inCategory
            context.drawsAtOwnSize = method.className == "UIImage" && scan.drawsOnlyAtOwnSize(method.body)
            context.handedView = method.handedView
            context.handlesEvent = method.handlesEvent
            if kind == .object, !method.isClassMethod { context.heldView = classes.heldView(of: method.className) }
            context.windowHost = windowHost(for: method, kind: kind, in: scan, lines: lines)
            context.otherHost = scan.viewSet(at: offset).flatMap { otherHosts[method.className]?[$0]?.adding(after: offset, in: method.written) }
            let statement = ObjectiveCStatement(at: offset, tokens: tokens, bytes: bytes, names: names)
            context.setsOwnFrame = statement.setsOwnFrame || statement.declaresOwnFrame(in: method.body)
            context.isWindow = method.className == "UIWindow" || superclass == "UIWindow"
            context.setsRootView = statement.setsRootView || statement.declaresRootView(in: method.body)
            context.convertsCoordinates = statement.convertsCoordinates
            // The context's size straight from the screen, or through a local (`CGSize size = …bounds.size;`).
            if statement.opensImageContext || statement.declaresLocal(reaching: \.opensImageContext, in: method.body) {
                context.imageOf = scan.renderedView(after: offset, in: method.body) ?? ""
            }
            if let constraint = statement.setsConstraintConstant.map({ $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }),
               let (animating, at) = scan.animation(of: constraint, in: method.className) {
                context.animatedConstraint = AnimatedConstraint(name: constraint, line: lines.location(of: at).line, method: animating.written)
            }
            context.unreadLocal = statement.unreadLocal(in: method.body)
            context.endsInText = statement.endsInText(from: offset, in: method.body)
            context.tableEdge = statement.tableEdgeWidth(at: offset)
            context.containerFramed = statement.containerViewFramed
            context.meetsOwnOrigin = statement.meetsOwnOrigin(in: method.body)
            context.masonryPinned = statement.masonryReplacement(in: method.body).map { pinned in
                MasonryPinned(view: pinned.view, member: pinned.member, line: lines.location(of: tokens[pinned.at].start).line)
            }
            context.videoFrame = videoFrame(of: statement, at: offset, in: method.body, names: names, tokens: tokens, bytes: bytes, lines: lines)
            result[offset] = context
        }
        return result
    }

    /// Where the value at `offset` ends in a video's frames: a name of the video's size it reaches
    /// (`ObjectiveCStatement.videoSizeName`), or, for a statement that sets a layer's scale, the
    /// `AVVideoCompositionCoreAnimationTool` the method draws its layers into a video with.
    private static func videoFrame(of statement: ObjectiveCStatement, at offset: Int, in body: Range<Int>, names: [String: [Int]],
                                   tokens: [ObjectiveCToken], bytes: [UInt8], lines: SourceText) -> VideoFrame? {
        let found = statement.videoSizeName(from: offset, in: body)
            ?? (statement.setsLayerScale ? names[VideoFrames.layerTool]?.first { body.contains(tokens[$0].start) } : nil)
        return found.map { VideoFrame(name: tokens[$0].text(in: bytes), line: lines.location(of: tokens[$0].start).line) }
    }

    /// The method that adds content to the key window and so holds what a use in `method` sizes:
    /// `method` itself, or, in a view or an object without a view, another method of its class
    /// (a popup made in `init` and shown in `show`; in a view, only where the use makes it). A
    /// controller's other methods are not taken: its own view is its content.
    private static func windowHost(for method: Method, kind: Kind?, in scan: Scan, lines: SourceText) -> WindowHost? {
        let early = method.isClassMethod || method.selector.hasPrefix("init") || ObjectiveCAdvice.earlySelectors.contains(method.selector)
        let host = method.keyWindowOffset != nil ? method : kind == .object || kind == nil || (kind == .view && early)
            ? scan.methods.first { $0.className == method.className && $0.keyWindowOffset != nil } : nil
        guard let host, let offset = host.keyWindowOffset else { return nil }
        return WindowHost(method: host.written, line: lines.location(of: offset).line, isHoldingMethod: host.body == method.body)
    }

    /// The methods of every `@implementation` in a file, each class's selectors, and the
    /// superclasses its `@interface X : Y` lines name.
    struct Scan {
        private(set) var methods: [Method] = []
        private(set) var selectors: [String: Set<String>] = [:]
        private(set) var superclasses: [String: String] = [:]
        /// Per class, the names called outside its methods in its `@implementation` (`RCT_EXPORT_MODULE`).
        private(set) var topLevelCalls: [String: Set<String>] = [:]
        let tokens: [ObjectiveCToken]
        let bytes: [UInt8]

        init(tokens: [ObjectiveCToken], bytes: [UInt8]) {
            self.tokens = tokens
            self.bytes = bytes
            var position = 0
            var implementation: String?
            var inCategory = false
            var depth = 0
            while position < tokens.count {
                let word = text(position)
                if word == "{" { depth += 1 } else if word == "}" { depth = max(0, depth - 1) }
                if word == "@", position + 1 < tokens.count {
                    switch text(position + 1) {
                    case "implementation":
                        implementation = text(position + 2)
                        inCategory = text(position + 3) == "("
                    case "interface" where text(position + 3) == ":":
                        if let name = text(position + 2), let superclass = text(position + 4) { superclasses[name] = superclass }
                    case "end": implementation = nil
                    default: break
                    }
                }
                if depth == 0, let owner = implementation, let word, tokens[position].kind == .identifier, text(position + 1) == "(" {
                    topLevelCalls[owner, default: []].insert(word)
                }
                if depth == 0, let owner = implementation, word == "-" || word == "+",
                   text(position + 1) == "(" || tokens.indices.contains(position + 1) && tokens[position + 1].kind == .identifier,
                   startsLine(position), var method = method(at: position, of: owner) {
                    method.inCategory = inCategory
                    methods.append(method)
                    selectors[owner, default: []].insert(method.selector)
                }
                position += 1
            }
        }

        func text(_ position: Int) -> String? {
            guard tokens.indices.contains(position) else { return nil }
            return tokens[position].text(in: bytes)
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
            // The return type may be left out (`- init:(id)x`), which declares an `id` result.
            var cursor = text(position + 1) == "(" ? skipParentheses(from: position + 1) : position + 1
            var selector = ""
            var handsTransitionContext = false
            var handedView: HandedView?
            var handlesEvent = text(position + 2) == "IBAction"
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
                    if handedView == nil, let type = text(cursor + 1), HandedView.isViewType(type), let name = text(end),
                       tokens[end].kind == .identifier {
                        handedView = HandedView(name: name, type: type)
                    }
                    // A sender, or a gesture recognizer, is what UIKit hands an action.
                    handlesEvent = handlesEvent || text(end) == "sender"
                        || text(cursor + 1).map { $0.hasPrefix("UI") && $0.hasSuffix("GestureRecognizer") } == true
                    cursor = end
                }
                cursor += 1  // the parameter's name
            }
            // Attributes such as `NS_REQUIRES_SUPER` may sit before the body, and so may a `;` (`- (int)count; {`).
            while cursor < tokens.count, tokens[cursor].kind == .identifier { cursor += 1 }
            if text(cursor) == ";", text(cursor + 1) == "{" { cursor += 1 }
            guard !selector.isEmpty, text(cursor) == "{", let end = closingBrace(from: cursor) else { return nil }
            return Method(className: owner, selector: selector, isClassMethod: text(position) == "+",
                          handsTransitionContext: handsTransitionContext, handedView: handedView, handlesEvent: handlesEvent,
                          body: tokens[cursor].start..<end, keyWindowOffset: keyWindowOffset(from: cursor, to: end))
        }

        /// The offset of the key window (`keyWindow`, or the application's `windows`) that the body from
        /// token `start` to byte `end` sends `addSubview:` to, directly or through a local it assigns.
        private func keyWindowOffset(from start: Int, to end: Int) -> Int? {
            var windowLocals: [String: Int] = [:]
            var cursor = start
            while cursor < tokens.count, tokens[cursor].start < end {
                defer { cursor += 1 }
                guard tokens[cursor].kind == .identifier, let word = text(cursor) else { continue }
                if word == "addSubview", let receiver = receiver(before: cursor) {
                    if let offset = keyWindow(in: receiver) { return offset }
                    if receiver.count == 1, let offset = text(receiver.lowerBound).flatMap({ windowLocals[$0] }) { return offset }
                } else if text(cursor + 1) == "=" {
                    var close = cursor + 2
                    while close < tokens.count, tokens[close].start < end, text(close) != ";" { close += 1 }
                    if let offset = keyWindow(in: (cursor + 2)..<close) { windowLocals[word] = offset }
                }
            }
            return nil
        }

        /// Whether the body from byte `body` opens image contexts, each at the image's own size
        /// (`UIGraphicsBeginImageContextWithOptions(self.size, …)`): it redraws this image.
        func drawsOnlyAtOwnSize(_ body: Range<Int>) -> Bool {
            let opens = tokens.indices.filter { index in
                body.contains(tokens[index].start) && tokens[index].kind == .identifier
                    && text(index) == "UIGraphicsBeginImageContextWithOptions" && text(index + 1) == "("
            }
            return !opens.isEmpty && opens.allSatisfy { text($0 + 2) == "self" && text($0 + 3) == "." && text($0 + 4) == "size"
                && text($0 + 5) == "," }
        }

        /// The tokens between a message's `[` and its selector part at `selector`.
        func receiver(before selector: Int) -> Range<Int>? {
            var depth = 0
            var cursor = selector - 1
            while cursor >= 0, let word = text(cursor), word != ";", word != "{" {
                if word == "]" { depth += 1 } else if word == "[" {
                    if depth == 0 { return cursor + 1 < selector ? (cursor + 1)..<selector : nil }
                    depth -= 1
                }
                cursor -= 1
            }
            return nil
        }

        /// Where a method of `className` animates the constraint `name` (an animation block that
        /// calls `layoutIfNeeded`, in a method that also sets `name`'s constant): that method and the
        /// offset of its `animateWithDuration`.
        func animation(of name: String, in className: String) -> (method: Method, offset: Int)? {
            for method in methods where method.className == className {
                let first = tokens.partitionPoint { $0.start >= method.body.lowerBound }
                let words = (first..<tokens.partitionPoint { $0.start >= method.body.upperBound }).lazy.filter { tokens[$0].kind == .identifier }
                guard words.contains(where: { text($0) == "layoutIfNeeded" }),
                      words.contains(where: { [name, "_" + name].contains(text($0)) && text($0 + 2) == "constant" }),
                      let animate = words.first(where: { text($0)?.hasPrefix("animateWithDuration") == true }) else { continue }
                return (method, tokens[animate].start)
            }
            return nil
        }

        /// The view whose layer a method renders into the current image context after byte `offset`
        /// (`[self.window.layer renderInContext:…]`, `[view drawViewHierarchyInRect:…]`), as written.
        func renderedView(after offset: Int, in body: Range<Int>) -> String? {
            let first = tokens.partitionPoint { $0.start >= offset }
            for index in first..<tokens.count {
                guard tokens[index].start < body.upperBound else { break }
                guard let word = text(index), word == "renderInContext" || word == "drawViewHierarchyInRect",
                      var receiver = receiver(before: index) else { continue }
                if word == "renderInContext", receiver.count > 2, text(receiver.upperBound - 1) == "layer",
                   text(receiver.upperBound - 2) == "." { receiver = receiver.lowerBound..<(receiver.upperBound - 2) }
                // `[[window layer] renderInContext:…]`: the view is the layer's owner.
                if word == "renderInContext", receiver.count == 4, text(receiver.lowerBound) == "[",
                   text(receiver.upperBound - 2) == "layer", text(receiver.upperBound - 1) == "]" {
                    receiver = (receiver.lowerBound + 1)..<(receiver.lowerBound + 2)
                }
                // A name declared between the use and the render (a loop's `UIWindow *window`) is not in scope at the use.
                if let name = text(receiver.lowerBound), (first..<index).contains(where: { text($0) == "*" && text($0 + 1) == name }) {
                    return nil
                }
                return receiver.compactMap(text).joined()
            }
            return nil
        }

        /// The offset of `keyWindow`, or of `windows` beside `sharedApplication`, in `range`.
        private func keyWindow(in range: Range<Int>) -> Int? {
            let namesApplication = range.contains { text($0) == "sharedApplication" }
            return range.first { text($0) == "keyWindow" || (namesApplication && text($0) == "windows") }
                .map { tokens[$0].start }
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
