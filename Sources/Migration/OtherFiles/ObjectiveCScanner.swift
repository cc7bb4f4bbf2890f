/// One use of the main screen in Objective-C: `[UIScreen mainScreen]` or `UIScreen.mainScreen`,
/// and the member read from it, if any.
public struct ObjectiveCScreenUse: Equatable, Sendable {
    /// The byte offset of `UIScreen`, as Swift findings point at it.
    public var offset: Int
    /// The member read from the screen (`bounds`, `scale`, `brightness` for `setBrightness:`), or
    /// nil when the screen object itself is used.
    public var member: String?
    /// The use as a reader would write it, e.g. `[[UIScreen mainScreen] bounds]`.
    public var spelled: String
    /// What the use asks the screen for.
    public var bucket: ScreenBucket
    /// For a feature test, the selector it asks about (`scale` in `@selector(scale)`).
    public var testedSelector: String?
    /// For `nativeScale`, whether its line compares something after it (`nativeScale > 2`); for the
    /// panel's size (`nativeBounds`, `currentMode`), whether its line compares it on either side; for
    /// `scale`, whether it is compared with a number (`scale > 2.1f`).
    public var compared = false
    /// For a size, what its length is compared with: a device's side, or the screen's other axis.
    var comparison: ObjectiveCComparison? = nil
    /// For a size, whether the chain after it reads its origin (`applicationFrame.origin.y`).
    var readsOrigin = false
    /// For a window's frame, whether the use is the frame a new window is made with (`[[UIWindow alloc]
    /// initWithFrame:…]`), not one set on a window that exists.
    var makesWindow = false
    /// Whether the use is the right side of `?:`, wrapped in calls or not (`CGRectGetWidth(self.frame) ?:
    /// CGRectGetWidth([UIScreen mainScreen].bounds)`): the value used where the preferred one is zero.
    var isFallback = false
}

/// What code asks the main screen for, which decides what it should ask instead.
public enum ScreenBucket: Equatable, Sendable {
    /// `bounds`, `applicationFrame`, `nativeBounds`: a size, which belongs to the container.
    case size
    /// `scale`, `nativeScale`: the display scale, which the trait collection carries.
    case scale
    /// `traitCollection`: the view's own traits.
    case traits
    /// The bounds given to a window (`[[UIWindow alloc] initWithFrame:…]`, `window.frame = …`),
    /// which takes its size from its window scene instead.
    case windowFrame
    /// The screen object, or another of its properties (`brightness`, `coordinateSpace`, …).
    case screenObject
    /// `[[UIScreen mainScreen] respondsToSelector:@selector(scale)]`: whether the system has an
    /// API, which reads nothing from the screen.
    case featureTest
    /// The screen object compared with another (`[[UIScreen mainScreen] isEqual:screen]`, `screen ==
    /// [UIScreen mainScreen]`): which display something is on, not a size or a scale.
    case identity
    /// A member UIKit's `UIScreen` does not declare (`[UIScreen mainScreen].fixedBounds`): the
    /// project's own, from a category, whose meaning its declaration holds.
    case projectMember

    /// The members of UIKit's `UIScreen` (and `NSObject`) read as the screen object's own.
    private static let screenObjectMembers: Set<String> = [
        "brightness", "wantsSoftwareDimming", "coordinateSpace", "fixedCoordinateSpace", "currentMode", "preferredMode",
        "availableModes", "mirroredScreen", "mirrored", "captured", "isCaptured", "maximumFramesPerSecond",
        "calibratedLatency", "overscanCompensation", "overscanCompensationInsets", "focusedView", "focusedItem",
        "supportsFocus", "referenceDisplayModeStatus", "displayLinkWithTarget", "snapshotViewAfterScreenUpdates",
        "convertPoint", "convertRect", "description", "hash", "self", "class", "screen",
    ]

    /// The bucket of `member`; no member is the screen object itself.
    public init(member: String?) {
        switch member {
        case "respondsToSelector": self = .featureTest
        case "isEqual": self = .identity
        case "bounds", "applicationFrame", "nativeBounds": self = .size
        case "scale", "nativeScale": self = .scale
        case "traitCollection": self = .traits
        case let member? where !Self.screenObjectMembers.contains(member): self = .projectMember
        default: self = .screenObject
        }
    }
}

/// Finds the main screen in Objective-C source. Pure: bytes in, uses or findings out.
public enum ObjectiveCScanner {
    /// Every use of `[UIScreen mainScreen]` and `UIScreen.mainScreen` in `bytes`, in file order,
    /// outside comments, string and character literals and `#if 0` blocks.
    public static func uses(in bytes: [UInt8]) -> [ObjectiveCScreenUse] {
        uses(in: bytes, tokens: ObjectiveCTokens.tokens(bytes))
    }

    /// `uses(in:)` over tokens already split.
    static func uses(in bytes: [UInt8], tokens: [ObjectiveCToken]) -> [ObjectiveCScreenUse] {
        func text(_ position: Int) -> String? {
            guard tokens.indices.contains(position), tokens[position].kind != .number else { return nil }
            return tokens[position].text(in: bytes)
        }
        func isIdentifier(_ position: Int) -> Bool {
            tokens.indices.contains(position) && tokens[position].kind == .identifier
        }
        var uses: [ObjectiveCScreenUse] = []
        var locals: HeldLocals?
        for position in tokens.indices where text(position) == "UIScreen" {
            let opensMessage = text(position - 1) == "["
            let sent = opensMessage && text(position + 1) == "mainScreen" && text(position + 2) == "]"
            let dotted = !sent && text(position - 1) != "." && text(position + 1) == "." && text(position + 2) == "mainScreen"
            guard sent || dotted else { continue }
            let base = sent ? "[UIScreen mainScreen]" : "UIScreen.mainScreen"
            // After the screen: `.member` (dot syntax), or a selector when the screen is the receiver
            // of an enclosing message: `[[UIScreen mainScreen] bounds]`, `[UIScreen.mainScreen scale]`.
            let after = position + 3
            let isReceiver = sent ? text(position - 2) == "[" : opensMessage
            var member: String?
            var spelled = base
            if text(after) == ".", isIdentifier(after + 1), let name = text(after + 1) {
                member = name
                spelled = base + "." + name
            } else if isReceiver, isIdentifier(after), let selector = text(after) {
                member = selector
                spelled = "[" + base + " " + selector + (text(after + 1) == ":" ? ":" : "") + "]"
            }
            let first = position - (sent ? 1 : 0) - (isReceiver ? 1 : 0)
            // `UIScreen *screen = [UIScreen mainScreen];` read only as `screen.bounds`: the local stands for that member.
            if member == nil, HeldLocals.declares(before: first, tokens: tokens, bytes: bytes) {
                if locals == nil { locals = HeldLocals(tokens: tokens, bytes: bytes) }
            }
            if member == nil, let (local, held) = locals?.heldMember(ofLocalBefore: first) {
                member = held
                spelled = base + " (kept in `\(local)`, read as its \(held))"
            }
            var bucket = ScreenBucket(member: member.map(property))
            // `CGRect rect = [[UIScreen mainScreen] bounds];` read only as `[[UIWindow alloc] initWithFrame:rect]`.
            let local = bucket == .size && text(first - 1) == "=" && text(first - 3) == "CGRect" && isIdentifier(first - 2)
            if local, locals == nil { locals = HeldLocals(tokens: tokens, bytes: bytes) }
            let makesWindow = bucket == .size && (self.makesWindow(before: first, text)
                || local && locals?.reads(ofLocalAt: first - 2).allSatisfy({ self.makesWindow(before: $0, text) }) == true
                    && locals?.reads(ofLocalAt: first - 2).isEmpty == false)
            if bucket == .size, makesWindow || sizesWindow(before: first, text) { bucket = .windowFrame }
            if member == nil, comparedAsObject(first: first, last: position + 2, text) { bucket = .identity }
            // `respondsToSelector:@selector(scale)`: the name inside the selector's parentheses.
            let tested = bucket == .featureTest ? (after + 1...after + 6).first { text($0) == "(" }.flatMap { open in
                isIdentifier(open + 1) && text(open + 2) == ")" ? text(open + 1) : nil
            } : nil
            uses.append(ObjectiveCScreenUse(offset: tokens[position].start, member: member.map(property), spelled: spelled,
                                            bucket: bucket, testedSelector: tested,
                                            compared: member == "nativeScale"
                                                ? comparedOnItsLine(tokens[position].start, tokens: tokens, bytes: bytes)
                                                : ["nativeBounds", "currentMode"].contains(member)
                                                ? panelCompared(tokens[position].start, tokens: tokens, bytes: bytes)
                                                : member == "scale" && comparedWithNumber(first: first, last: after + 1, tokens: tokens, bytes: bytes),
                                            comparison: bucket == .size
                                                ? ObjectiveCComparison.of(screenAt: position, tokens: tokens, bytes: bytes, reads: { local in
                                                    if locals == nil { locals = HeldLocals(tokens: tokens, bytes: bytes) }
                                                    return locals?.reads(ofLocalAt: local) ?? []
                                                }) : nil,
                                            readsOrigin: bucket == .size && ObjectiveCTokens.expression(at: position, in: tokens, bytes: bytes)
                                                .contains { tokens[$0].text(in: bytes) == "origin" },
                                            makesWindow: makesWindow, isFallback: followsElvis(first, text)))
        }
        return uses
    }

    /// Whether the expression whose first token is at `first` is the frame of a new window
    /// (`[[UIWindow alloc] initWithFrame:` before it; any class whose name ends in `Window`).
    static func makesWindow(before first: Int, _ text: (Int) -> String?) -> Bool {
        text(first - 1) == ":" && text(first - 2) == "initWithFrame" && text(first - 3) == "]"
            && text(first - 4) == "alloc" && text(first - 5)?.hasSuffix("Window") == true
    }

    /// Whether the expression whose first token is at `first` is assigned to a window's frame or
    /// bounds (`self.window.frame =`).
    static func sizesWindow(before first: Int, _ text: (Int) -> String?) -> Bool {
        text(first - 1) == "=" && ["frame", "bounds"].contains(text(first - 2)) && text(first - 3) == "."
            && text(first - 4)?.lowercased().hasSuffix("window") == true
    }

    /// `setBrightness` names the property it sets; other selectors are their own name.
    static func property(_ selector: String) -> String {
        guard selector.hasPrefix("set"), selector.count > 3,
              let first = selector.dropFirst(3).first, first.isUppercase else { return selector }
        return first.lowercased() + selector.dropFirst(4)
    }
}

/// The locals a file keeps the main screen in (`UIScreen *screen = [UIScreen mainScreen];`), read
/// through one index of names and one table of block ends, built once per file that has one.
struct HeldLocals {
    private let tokens: [ObjectiveCToken]
    private let bytes: [UInt8]
    /// Each identifier's token indices, in order.
    private let names: [String: [Int]]
    /// For each token, the index of the `}` that closes its innermost block (the token count outside any).
    private let blockEnds: [Int]

    init(tokens: [ObjectiveCToken], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
        names = ObjectiveCStatement.names(in: tokens, bytes: bytes)
        var owners = [Int](repeating: -1, count: tokens.count)
        var closers: [Int: Int] = [:]
        var open: [Int] = []
        for index in tokens.indices {
            let text = tokens[index].text(in: bytes)
            if text == "}", let last = open.popLast() { closers[last] = index }
            owners[index] = open.last ?? -1
            if text == "{" { open.append(index) }
        }
        blockEnds = owners.map { $0 < 0 ? tokens.count : closers[$0] ?? tokens.count }
    }

    /// The token indices that spell the local declared at token `local` after its declaration, to the end
    /// of the block that declares it: one look-up in the names index, not a walk through the block.
    func reads(ofLocalAt local: Int) -> ArraySlice<Int> {
        let spelled = names[tokens[local].text(in: bytes)] ?? []
        let end = blockEnds[local]
        let after = spelled[spelled.partitionPoint { $0 > local }...]
        return after.prefix { $0 < end }
    }

    /// Whether the tokens before `first` declare a local of type UIScreen that it initializes (`UIScreen *name =`).
    static func declares(before first: Int, tokens: [ObjectiveCToken], bytes: [UInt8]) -> Bool {
        first >= 4 && tokens[first - 1].text(in: bytes) == "=" && tokens[first - 2].kind == .identifier
            && tokens[first - 3].text(in: bytes) == "*" && tokens[first - 4].text(in: bytes) == "UIScreen"
    }

    /// The local and the one member (`bounds`, `scale`) every later read in its block takes of the
    /// local the screen initializes at `first` (`UIScreen *screen = [UIScreen mainScreen];` then
    /// `screen.bounds`), if its reads all take the same kind of value; nil for any other read or none.
    func heldMember(ofLocalBefore first: Int) -> (local: String, member: String)? {
        func text(_ position: Int) -> String? { tokens.indices.contains(position) ? tokens[position].text(in: bytes) : nil }
        guard Self.declares(before: first, tokens: tokens, bytes: bytes) else { return nil }
        let name = tokens[first - 2].text(in: bytes)
        var members: [String] = []
        for position in reads(ofLocalAt: first - 2) {
            if text(position + 1) == ".", let member = text(position + 2) { members.append(member) }
            else if text(position - 1) == "[", let selector = text(position + 1) { members.append(selector) }
            else { return nil }
        }
        guard let held = members.first, members.allSatisfy({ ScreenBucket(member: $0) == ScreenBucket(member: held) }),
              [.size, .scale].contains(ScreenBucket(member: held)) else { return nil }
        return (name, held)
    }
}
