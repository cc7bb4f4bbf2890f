import SwiftLexer

extension ObjectiveCContext {
    /// A view of the class that one of its methods adds to a view other than its own
    /// (`[self.superView insertSubview:self.coverView belowSubview:self]`): its frame follows that view.
    struct OtherHost: Equatable, Sendable {
        /// The view the statement sizes, as the class names it (`coverView`).
        var view: String
        /// The receiver it is added to, as written (`self.superView`).
        var host: String
        /// The method that adds it, as Objective-C writes it.
        var method: String
        /// The line of that message, and its byte offset.
        var line: Int
        var offset: Int
    }
}

extension ObjectiveCContext.Scan {
    /// The receivers that are the object's own view: adding to them is no other host.
    private static let ownViews: Set<String> = ["self", "self.view", "self.contentView", "_contentView", "self.view.layer"]

    /// For each class, the views its methods add to a view that is not the object's own, by name
    /// (`[self.superView insertSubview:self.coverView belowSubview:self]` gives `coverView`), from one
    /// pass over the methods. Only methods that run once the object is in use count (not an initializer
    /// or viewDidLoad, where that view's bounds are not settled either).
    func otherHosts(lines: SourceText) -> [String: [String: [ObjectiveCContext.OtherHost]]] {
        var found: [String: [String: [ObjectiveCContext.OtherHost]]] = [:]
        for method in methods where !method.isClassMethod && !method.selector.hasPrefix("init")
            && !ObjectiveCAdvice.earlySelectors.contains(method.selector) {
            var cursor = tokens.partitionPoint { $0.start >= method.body.lowerBound }
            while cursor < tokens.count, tokens[cursor].start < method.body.upperBound {
                defer { cursor += 1 }
                guard let word = text(cursor), word == "addSubview" || word == "insertSubview", text(cursor + 1) == ":",
                      let receiver = receiver(before: cursor) else { continue }
                let host = String(decoding: bytes[tokens[receiver.lowerBound].start..<tokens[receiver.upperBound - 1].end], as: UTF8.self)
                guard !Self.ownViews.contains(host), let name = argumentNames(after: cursor + 1) else { continue }
                found[method.className, default: [:]][name, default: []].append(ObjectiveCContext.OtherHost(
                    view: name, host: host, method: method.written,
                    line: lines.location(of: tokens[cursor].start).line, offset: tokens[cursor].start))
            }
        }
        return found
    }

    /// The view the statement holding `offset` sets: the target of `name = …`, `_name = …`,
    /// `self.name = …`, `self.name.frame = …` or `[name setFrame:…]`, without `self.` and a leading `_`.
    func viewSet(at offset: Int) -> String? {
        var start = tokens.partitionPoint { $0.start >= offset }
        while start > 0, let previous = text(start - 1), ![";", "{", "}"].contains(previous) { start -= 1 }
        var names: [String] = []
        var cursor = start
        // A message that sets its frame: `[buttonCapture setFrame:…]`, `[self.coverView setFrame:…]`.
        if text(start) == "[" {
            cursor += 1
            while let word = text(cursor), cursor < start + 6, tokens[cursor].kind == .identifier || word == "." {
                if ["setFrame", "setBounds", "setCenter"].contains(word), text(cursor + 1) == ":" {
                    guard names.count == 1 else { return nil }
                    return names[0].hasPrefix("_") ? String(names[0].dropFirst()) : names[0]
                }
                if tokens[cursor].kind == .identifier, word != "self" { names.append(word) }
                cursor += 1
            }
            return nil
        }
        while let word = text(cursor), word != "=", word != ";", cursor < start + 8 {
            if tokens[cursor].kind == .identifier, word != "self" { names.append(word) }
            cursor += 1
        }
        guard text(cursor) == "=", let first = names.first, names.count == 1 || (names.count == 2 && names[1] == "frame") else { return nil }
        return first.hasPrefix("_") ? String(first.dropFirst()) : first
    }

    /// The name of the view a message's first argument after the `:` at `colon` names (`self.coverView`, `_coverView`).
    private func argumentNames(after colon: Int) -> String? {
        // A chain `a.b.c`: names joined by dots; the next selector part (`belowSubview`) ends it.
        var names: [String] = []
        var cursor = colon + 1
        while let word = text(cursor), tokens[cursor].kind == .identifier {
            if word != "self" { names.append(word) }
            guard text(cursor + 1) == "." else { break }
            cursor += 2
        }
        guard names.count == 1 else { return nil }
        return names[0].hasPrefix("_") ? String(names[0].dropFirst()) : names[0]
    }
}

extension Array where Element == ObjectiveCContext.OtherHost {
    /// The message that adds the view a statement at `offset` in `method` sizes: the first after it in
    /// that method (one branch's add, not another's), else the method's first, else the class's first.
    func adding(after offset: Int, in method: String) -> ObjectiveCContext.OtherHost? {
        first { $0.method == method && $0.offset > offset } ?? first { $0.method == method } ?? first
    }
}
