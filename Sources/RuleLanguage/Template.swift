/// A placeholder the engine fills from the site's context when it renders a template.
public enum TemplatePlaceholder: String, CaseIterable, Sendable {
    /// The name of the property declared by the rule's `member:` line (existing or inserted).
    case member
    /// The environment parameter of the enclosing compositional-layout section provider.
    case environment
    /// The proxy parameter of the enclosing `GeometryReader` closure.
    case geometry
    /// The `size` parameter of the enclosing `viewWillTransition(to:with:)`.
    case size
    /// The `UICollectionView` or `UITableView` parameter of the enclosing delegate or data
    /// source method: the container its items are laid out in.
    case container
    /// The bounds (a `CGRect`) of the container in reach that the rule's `container is` condition chose.
    case containerBounds = "container-bounds"
    /// The size (a `CGSize`) of the container in reach that the rule's `container is` condition chose.
    case containerSize = "container-size"
    /// An expression for a `UIWindowScene` in scope at the site.
    case scene
    /// `screen`, bound to the window scene's screen by a `guard let` the engine inserts before
    /// the statement (`view.window?.windowScene?.screen` in a view controller, `window?…` in a view).
    case screen
}

/// A `rewrite:` template: literal text with captures and placeholders.
///
/// `self.` in the literal text marks an implicit-self member access; the engine keeps it only
/// where a closure requires explicit `self`.
public struct Template: Equatable, Sendable {
    /// One piece of a template.
    public enum Segment: Equatable, Sendable {
        /// Text copied as is.
        case text(String)
        /// The source text captured by `$NAME` or `$$$NAME` (written either way in the template).
        case capture(String)
        /// A value from the site's context, written `{member}`, `{environment}`, `{geometry}`,
        /// `{size}`, `{container}`, `{scene}` or `{screen}`.
        case placeholder(TemplatePlaceholder)
    }

    /// The template as written in the rule file.
    public let text: String
    /// The template's pieces, in order.
    public let segments: [Segment]

    /// Creates a template from parts; `Template.parse` is the usual way to get one.
    public init(text: String, segments: [Segment]) {
        self.text = text
        self.segments = segments
    }

    /// The capture names the template uses, in order of first use.
    public var captureNames: [String] {
        var seen: Set<String> = []
        return segments.compactMap {
            guard case .capture(let name) = $0, seen.insert(name).inserted else { return nil }
            return name
        }
    }

    /// The placeholders the template uses.
    public var placeholders: Set<TemplatePlaceholder> {
        Set(segments.compactMap { if case .placeholder(let value) = $0 { return value } else { return nil } })
    }

    /// The template's text with every capture and placeholder replaced by the given values.
    public func render(capture: (String) -> String, placeholder: (TemplatePlaceholder) -> String) -> String {
        var result = ""
        for segment in segments {
            switch segment {
            case .text(let text): result += text
            case .capture(let name): result += capture(name)
            case .placeholder(let value): result += placeholder(value)
            }
        }
        return result
    }

    /// Parses template text; errors point into the rule file at `line`/`column`.
    public static func parse(_ text: String, path: String = "<template>", line: Int = 1,
                             column: Int = 1) -> (template: Template?, errors: [RuleError]) {
        let parsed = TemplateParser.parse(text, origin: TextOrigin(path: path, line: line, column: column))
        return (parsed.errors.isEmpty ? parsed.template : nil, parsed.errors)
    }
}

/// A capture as written in a template, kept for validation against the rule's patterns.
struct CaptureUse {
    var name: String
    var isRest: Bool
    var column: Int

    var spelled: String { (isRest ? "$$$" : "$") + name }
}

/// The work of `Template.parse`, plus where each capture was written.
enum TemplateParser {
    static func parse(_ text: String, origin: TextOrigin) -> (template: Template, uses: [CaptureUse],
                                                             placeholderColumns: [TemplatePlaceholder: Int],
                                                             errors: [RuleError]) {
        let bytes = Array(text.utf8)
        let scan = HoleScanner.scan(bytes)
        var errors = scan.problems.map { origin.error(at: $0.offset, in: bytes, $0.message) }
        var segments: [Template.Segment] = []
        var uses: [CaptureUse] = []
        var columns: [TemplatePlaceholder: Int] = [:]
        for piece in scan.pieces {
            switch piece {
            case .hole(let name, let isRest, let range):
                segments.append(.capture(name))
                uses.append(CaptureUse(name: name, isRest: isRest, column: origin.column + range.lowerBound))
            case .text(let range):
                splitPlaceholders(bytes, range, origin: origin, into: &segments, columns: &columns, errors: &errors)
            }
        }
        if text.allSatisfy(\.isWhitespace) {
            errors.append(origin.error("expected a replacement after 'rewrite:', e.g. 'traitCollection.displayScale'"))
        }
        return (Template(text: text, segments: segments), uses, columns, errors)
    }

    /// Splits literal text at `{name}` placeholders (a brace, lower-case letters, a brace).
    private static func splitPlaceholders(_ bytes: [UInt8], _ range: Range<Int>, origin: TextOrigin,
                                          into segments: inout [Template.Segment],
                                          columns: inout [TemplatePlaceholder: Int], errors: inout [RuleError]) {
        var textStart = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "{") else { index += 1; continue }
            var end = index + 1
            while end < range.upperBound, isPlaceholderByte(bytes[end]) { end += 1 }
            guard end > index + 1, end < range.upperBound, bytes[end] == UInt8(ascii: "}") else {
                index += 1
                continue
            }
            let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            if let placeholder = TemplatePlaceholder(rawValue: name) {
                if textStart < index {
                    segments.append(.text(String(decoding: bytes[textStart..<index], as: UTF8.self)))
                }
                segments.append(.placeholder(placeholder))
                columns[placeholder] = columns[placeholder] ?? origin.column + index
                textStart = end + 1
            } else {
                let known = TemplatePlaceholder.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", ")
                errors.append(origin.error(at: index, in: bytes,
                                           "unknown placeholder {\(name)}; expected one of: \(known)"))
            }
            index = end + 1
        }
        if textStart < range.upperBound {
            segments.append(.text(String(decoding: bytes[textStart..<range.upperBound], as: UTF8.self)))
        }
    }

    private static func isPlaceholderByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "-")
    }
}
