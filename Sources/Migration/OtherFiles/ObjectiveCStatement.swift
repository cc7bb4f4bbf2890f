/// The statement around a use in Objective-C code, read from the code tokens (comments, literals
/// and `#if 0` blocks are never tokens): what it sets, and whether what it declares is read again.
struct ObjectiveCStatement {
    let tokens: [ObjectiveCToken]
    let bytes: [UInt8]
    /// The indices of the tokens spelling each name, in order (`names(in:)`), found once per file.
    let names: [String: [Int]]
    /// The index of the statement's first token.
    let start: Int

    /// The indices of the tokens spelling each identifier of a file, in order.
    static func names(in tokens: [ObjectiveCToken], bytes: [UInt8]) -> [String: [Int]] {
        var names: [String: [Int]] = [:]
        for (index, token) in tokens.enumerated() where token.kind == .identifier { names[token.text(in: bytes), default: []].append(index) }
        return names
    }

    /// The statement holding `offset`: from the token after the last `;`, `{` or `}` before it.
    init(at offset: Int, tokens: [ObjectiveCToken], bytes: [UInt8], names: [String: [Int]]) {
        self.tokens = tokens
        self.bytes = bytes
        self.names = names
        var start = tokens.partitionPoint { $0.start >= offset }
        while start > 0, ![";", "{", "}"].contains(tokens[start - 1].text(in: bytes)) { start -= 1 }
        // A preprocessor line before the statement (`#if TARGET_OS_IPHONE`) is not part of it.
        while start < tokens.count, tokens[start].start < offset,
              bytes.withUnsafeBufferPointer({ ObjectiveCTokens.line(holding: tokens[start].start, in: $0, startsWith: "#") }) {
            let line = tokens[start].start
            while start < tokens.count, tokens[start].start < offset,
                  !bytes[line..<tokens[start].start].contains(where: { $0 == 0x0A || $0 == 0x0D }) { start += 1 }
        }
        self.start = start
    }

    func text(at index: Int) -> String? {
        index < tokens.count ? tokens[index].text(in: bytes) : nil
    }

    /// The members that set how large a controller's root view is when assigned: UIKit's `frame` and
    /// `bounds`, and the `width`, `height` and `size` a project's UIView category adds (`self.view.width
    /// = …`: UIView has no such member, so on the root view they can only be a category's). On `self` in
    /// a view they may be the class's own properties, so `setsOwnFrame` takes UIKit's alone.
    static let sizeMembers: Set<String> = ["frame", "bounds", "width", "height", "size"]
    /// The same as setters sent as messages (`[self.view setFrame:…]`, `[self.view setWidth:…]`).
    static let sizeSetters: Set<String> = ["setFrame", "setBounds", "setWidth", "setHeight", "setSize"]

    /// Whether it sets the object's own frame or bounds: it starts with `self.frame = …`, `self.bounds = …`,
    /// `[self setFrame:…]` or `[self setBounds:…]`, or it hands the frame to `[super initWithFrame:…]`.
    var setsOwnFrame: Bool {
        let head = (start..<(start + 4)).compactMap(text(at:))
        guard head.count == 4 else { return false }
        if head[0] == "self", head[1] == ".", ["frame", "bounds"].contains(head[2]), head[3] == "=" { return true }
        if head[0] == "[" && head[1] == "self" && ["setFrame", "setBounds"].contains(head[2]) && head[3] == ":" { return true }
        var index = start
        while let word = text(at: index), word != ";", word != "{" {
            if word == "super", text(at: index + 1) == "initWithFrame" { return true }
            index += 1
        }
        return false
    }

    /// Whether the local the statement declares reaches, through at most `depth` more locals, a later
    /// statement in `body` that `sets` picks (`CGFloat x = (screenWidth - w) / 2; … self.frame =
    /// CGRectMake(x, …)`): the value's role is that statement's, wherever the screen is read.
    func declaresLocal(reaching sets: (ObjectiveCStatement) -> Bool, in body: Range<Int>, depth: Int = 2) -> Bool {
        // An instance variable set here and read later in the method carries the value the same way.
        guard let (name, end) = declaredLocal() ?? assignedVariable() else { return false }
        let spelled = names[name] ?? []
        return spelled[spelled.partitionPoint { $0 > end }...].prefix { tokens[$0].start < body.upperBound }.contains { index in
            let reader = ObjectiveCStatement(at: tokens[index].start, tokens: tokens, bytes: bytes, names: names)
            return reader.start > end && (sets(reader) || (depth > 0 && reader.declaresLocal(reaching: sets, in: body, depth: depth - 1)))
        }
    }

    /// Whether it sets a view controller's own root view: its size (`self.view.frame = …`,
    /// `self.view.width = …`, `[self.view setFrame:…]`), or the view itself (`self.view = [[UIView alloc] initWithFrame:…]`).
    var setsRootView: Bool {
        let head = (start..<(start + 6)).compactMap(text(at:))
        guard head.count >= 4 else { return false }
        if head[0] == "self", head[1] == ".", head[2] == "view" {
            if head[3] == "=" { return true }
            return head.count == 6 && head[3] == "." && Self.sizeMembers.contains(head[4]) && head[5] == "="
        }
        return head.count == 6 && head[0] == "[" && head[1] == "self" && head[2] == "." && head[3] == "view"
            && Self.sizeSetters.contains(head[4]) && head[5] == ":"
    }

    /// The controllers that contain a view controller's own: their views hold its view.
    static let containingControllers: Set<String> = [
        "tabBarController", "navigationController", "parentViewController", "splitViewController",
    ]

    /// The view of a controller containing this one whose size the statement sets
    /// (`self.tabBarController.view.frame = …`, `[self.navigationController.view setFrame:…]`), spelled.
    var containerViewFramed: String? {
        let head = (start..<(start + 8)).compactMap(text(at:))
        guard head.count == 8 else { return nil }
        if head[0] == "self", head[1] == ".", Self.containingControllers.contains(head[2]), head[3] == ".", head[4] == "view",
           head[5] == ".", ["frame", "bounds"].contains(head[6]), head[7] == "=" {
            return "self.\(head[2]).view"
        }
        if head[0] == "[", head[1] == "self", head[2] == ".", Self.containingControllers.contains(head[3]), head[4] == ".",
           head[5] == "view", ["setFrame", "setBounds"].contains(head[6]), head[7] == ":" {
            return "self.\(head[3]).view"
        }
        return nil
    }

    /// Whether the local the statement declares becomes the controller's root view later in `body`
    /// (`UIView *root = [[UIView alloc] initWithFrame:…]; … self.view = root;`) or sizes it (`CGRect rect =
    /// [[UIScreen mainScreen] bounds]; … [self.view setFrame:CGRectMake(0, 0, rect.size.width, …)];`).
    func declaresRootView(in body: Range<Int>) -> Bool {
        declaresLocal(reaching: \.setsRootView, in: body)
    }

    /// Whether the local the statement declares sets the object's own frame later in `body`.
    func declaresOwnFrame(in body: Range<Int>) -> Bool {
        declaresLocal(reaching: \.setsOwnFrame, in: body)
    }

    /// The constraint whose constant the statement sets (`self.menuOffset.constant = …`,
    /// `_menuOffset.constant = …`, `[self.menuOffset setConstant:…]`): its name.
    var setsConstraintConstant: String? {
        let head = (start..<(start + 6)).compactMap(text(at:))
        if head.count >= 6, head[0] == "self", head[1] == ".", head[3] == ".", head[4] == "constant", head[5] == "=" { return head[2] }
        if head.count >= 4, head[1] == ".", head[2] == "constant", head[3] == "=", head[0] != "self" { return head[0] }
        if head.count >= 6, head[0] == "[", head[1] == "self", head[2] == ".", head[4] == "setConstant", head[5] == ":" { return head[3] }
        return nil
    }

    /// Whether the statement opens a bitmap image context (`UIGraphicsBeginImageContextWithOptions(…)`).
    var opensImageContext: Bool {
        var index = start
        while let word = text(at: index), word != ";" {
            if word == "UIGraphicsBeginImageContext" || word == "UIGraphicsBeginImageContextWithOptions" { return true }
            index += 1
        }
        return false
    }

    /// Whether the statement converts a rectangle or point between views (`[view convertRect:… toView:nil]`):
    /// what it makes is a position in another view's or the window's coordinates.
    var convertsCoordinates: Bool {
        var index = start
        var converts = false
        while let word = text(at: index), word != ";" {
            if ["convertRect", "convertPoint"].contains(word), text(at: index + 1) == ":" { converts = true }
            if converts, ["toView", "fromView", "toCoordinateSpace", "fromCoordinateSpace"].contains(word) { return true }
            index += 1
        }
        return false
    }

    /// The table slot (`tableHeaderView`, `tableFooterView`) the statement sets with a view framed by
    /// `CGRectMake(x, y, width, height)` whose width is the screen value at byte `offset`: the table
    /// stretches that view to its own width when it shows it.
    func tableEdgeWidth(at offset: Int) -> String? {
        let slots = ["tableHeaderView": "tableHeaderView", "tableFooterView": "tableFooterView",
                     "setTableHeaderView": "tableHeaderView", "setTableFooterView": "tableFooterView"]
        var index = start
        var slot: String?
        while let word = text(at: index), word != ";", word != "{" {
            slot = slots[word] ?? slot
            index += 1
        }
        guard let slot else { return nil }
        let use = tokens.partitionPoint { $0.start >= offset }
        let expression = ObjectiveCTokens.expression(at: use, in: tokens, bytes: bytes, floor: start)
        guard text(at: expression.upperBound + 1) == "," else { return nil }
        var (position, depth, commas) = (expression.lowerBound - 1, 0, 0)
        while position > start, let word = text(at: position) {
            if word == ")" || word == "]" { depth += 1 }
            else if word == "(" || word == "[" { if depth == 0 { break }; depth -= 1 }
            else if word == ",", depth == 0 { commas += 1 }
            position -= 1
        }
        return text(at: position) == "(" && text(at: position - 1) == "CGRectMake" && commas == 2 ? slot : nil
    }

    /// The local it declares (`CGFloat width = …;`, `CGRect *r = …;`), when nothing in `body` after
    /// the statement reads it but the declarations of other such locals (`CGRect r = …; CGFloat w =
    /// r.size.width;` and `w` never read), up to `depth` declarations on: the value goes nowhere.
    func unreadLocal(in body: Range<Int>, depth: Int = 2) -> String? {
        guard let (name, end) = declaredLocal() else { return nil }
        let spelled = names[name] ?? []
        for index in spelled[spelled.partitionPoint { $0 > end }...] {
            guard tokens[index].start < body.upperBound else { break }
            let reader = ObjectiveCStatement(at: tokens[index].start, tokens: tokens, bytes: bytes, names: names)
            guard depth > 0, reader.start > end, reader.unreadLocal(in: body, depth: depth - 1) != nil else { return nil }
        }
        return name
    }

    /// The tokens after `end` in `body` that read the local `name`. A declaration of the same name
    /// again (the other branch of an `#if`) is no read, nor a member of the same name (`view.bounds`,
    /// `[screen scale]`).
    func reads(of name: String, after end: Int, in body: Range<Int>) -> [Int] {
        let spelled = names[name] ?? []
        return spelled[spelled.partitionPoint { $0 > end }...].prefix { tokens[$0].start < body.upperBound }
            .filter { index in
                let before = text(at: index - 1)
                let named = tokens[index - 1].kind == .identifier || before == "]"
                return before != "." && !(named && text(at: index + 1) == "]") && !(named && text(at: index + 1) == "=")
            }
    }

    /// The token naming a video's size (`AVVideoWidthKey`, `renderSize`; `VideoFrames.sizeNames`) that the
    /// value at byte `offset` ends in: in this statement, nearest the value (after it on a tie, as
    /// `dictionaryWithObjectsAndKeys:` puts a key after its value), or, where the statement declares
    /// a local, in a statement of `body` that reads it (`depth` more levels).
    func videoSizeName(from offset: Int, in body: Range<Int>, depth: Int = 2) -> Int? {
        var index = start
        var named: [Int] = []
        while let word = text(at: index), word != ";", word != "{" {
            if tokens[index].kind == .identifier, VideoFrames.sizeNames.contains(word) { named.append(index) }
            index += 1
        }
        let rank = { (token: Int) in (abs(self.tokens[token].start - offset), self.tokens[token].start < offset ? 1 : 0) }
        if let nearest = named.min(by: { rank($0) < rank($1) }) { return nearest }
        guard depth > 0, let (name, end) = declaredLocal() else { return nil }
        return reads(of: name, after: end, in: body).lazy.compactMap { reader in
            ObjectiveCStatement(at: self.tokens[reader].start, tokens: self.tokens, bytes: self.bytes, names: self.names)
                .videoSizeName(from: self.tokens[reader].start, in: body, depth: depth - 1)
        }.first
    }

    /// Whether the statement sets a layer's `contentsScale` or `rasterizationScale` (by dot syntax or
    /// its setter).
    var setsLayerScale: Bool {
        var index = start
        while let word = text(at: index), word != ";", word != "{" {
            if VideoFrames.layerScales.contains(word) || word == "setContentsScale" || word == "setRasterizationScale" { return true }
            index += 1
        }
        return false
    }

    /// The variable a plain assignment sets (`_rootView = [[RootView alloc] initWithFrame:rect];`).
    func assignedVariable() -> (name: String, end: Int)? {
        guard let name = text(at: start), name.first.map({ $0.isLetter || $0 == "_" }) == true, name != "self",
              text(at: start + 1) == "=",
              let end = tokens[start...].firstIndex(where: { $0.text(in: bytes) == ";" }) else { return nil }
        return (name, end)
    }

    /// The name the statement declares and the index of its `;`: a type, an optional `*`, the name, then `=`.
    func declaredLocal() -> (name: String, end: Int)? {
        var index = start
        guard let type = text(at: index), type.first.map({ $0.isLetter || $0 == "_" }) == true,
              !["return", "self", "if", "for", "while", "switch"].contains(type) else { return nil }
        index += 1
        if text(at: index) == "*" { index += 1 }
        guard let name = text(at: index), name.first.map({ $0.isLetter || $0 == "_" }) == true,
              text(at: index + 1) == "=",
              let end = tokens[index...].firstIndex(where: { $0.text(in: bytes) == ";" }) else { return nil }
        return (name, end)
    }
}
