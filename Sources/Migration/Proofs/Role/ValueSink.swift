/// Where a value read at a use ends: what the statement or call around it does with it.
enum ValueSink: Equatable, Sendable {
    /// Assigned to a property or element: the names of the target's chain (`cell.frame.size.width`),
    /// and whether by a compound operator (`+=`).
    case assignment(target: [String], compound: Bool)
    /// The use itself is what the statement sets (`UIScreen.main.brightness = 1`).
    case written
    /// Passed to a call: its callee's chain (`make.width.equalTo`), and the argument's label.
    case argument(callee: [String], label: String?)
    /// Passed to a function or initializer the project declares: what it does with the value is
    /// in its body, which the walk does not follow, so the label proves nothing.
    case handedOn(callee: [String], label: String?)
    /// Returned from a function, getter or closure; the member's key when it is one.
    case returned(member: String?)
    /// Compared with `operator` against `other`.
    case compared(operator: String, other: Operand)
    /// The default the code falls back to when a value it prefers is missing or zero.
    case fallback(String)
    /// Stored in a local or property that nothing reads after it, or returned from a private
    /// member nothing calls or reads (its name; `returned`): the value goes nowhere.
    case unread(String, returned: Bool = false)
    /// Written to a log, whole or interpolated into the message: the logging call's chain.
    case logged(callee: [String])
    /// Interpolated into a string that is not a log message (`"\(width) pt"`): text, which
    /// sizes nothing, though what the text is for is not known.
    case interpolated(String)
    /// Assigned to `_`: thrown away.
    case discarded
    /// Anything else: a collection literal, a call the walk cannot read.
    case unknown(String)

    /// Whether the value ends in a UIKit view's geometry: assigned to a `frame`, `bounds` or
    /// `center` (a SwiftUI view has none to assign), or handed to an initializer's `frame:`.
    var setsUIKitGeometry: Bool {
        switch self {
        case .assignment(let target, _): target.contains(where: LayoutNames.isGeometry)
        case .argument(_, let label): label == "frame"
        default: false
        }
    }

    /// Whether the value ends where it sizes nothing: as text (interpolated, logged), thrown away
    /// or stored where nothing reads it.
    var sizesNothing: Bool {
        switch self {
        case .interpolated, .logged, .discarded, .unread: true
        default: false
        }
    }

    /// What the value is compared with.
    enum Operand: Equatable, Sendable {
        /// A number literal or a name spelled like a constant (`kMaxWidth`).
        case constant
        /// A number literal that is a screen side of an iPhone or iPad in points (`812`, `375`):
        /// the comparison tells device models apart.
        case deviceDimension(String)
        /// `0`, `.zero` or `nil`.
        case zeroOrNil
        /// The screen's length along the other axis (an orientation check).
        case otherScreenAxis
        /// The same length of the screen read again, directly or through a local holding the
        /// screen's size: the screen set against itself.
        case sameScreenLength(String)
        /// The other axis of the same read, held whole in one local (`size.width > size.height`):
        /// the shape of one value, which an edit of the read changes on both sides.
        case ownOtherAxis(String)
        /// The screen object itself (`window.screen === UIScreen.main`).
        case screenObject
        /// A local holding a position in window or screen coordinates (`let minY = geometry.frame(in: .global).minY`,
        /// a keyboard notification's frame), or a member of it (`endFrame.origin.y`).
        case windowPosition(String)
        /// A view's, window's or screen's own geometry or scale: `window.frame`, `view.bounds.width`,
        /// `size.width * 3`, `image.scale`.
        case geometry(String)
        /// Another value: a stored length, an offset, a position.
        case value(String)
    }

    /// Whether the value is compared with something.
    var isComparison: Bool {
        if case .compared = self { return true }
        return false
    }

    /// Whether the value is compared with a number or a constant: a threshold or a device model.
    var isThresholdTest: Bool {
        guard case .compared(_, let other) = self else { return false }
        switch other {
        case .constant, .deviceDimension: return true
        default: return false
        }
    }

    /// A few words for findings and `explain`: "assigned to `cell.frame.size.width`".
    var described: String {
        switch self {
        case .assignment(let target, let compound):
            return (compound ? "added to " : "assigned to ") + "`\(target.joined(separator: "."))`"
        case .written: return "set by this statement"
        case .argument(let callee, let label):
            return "passed to `\(callee.joined(separator: "."))(\(label.map { "\($0):" } ?? "_:"))`"
        case .handedOn(let callee, let label):
            return "passed to the project's own `\(callee.joined(separator: "."))(\(label.map { "\($0):" } ?? "_:"))`, "
                + "which screenmod does not follow"
        case .returned(let member): return "returned" + (member.map { " from `\($0)`" } ?? "")
        case .compared(let op, let other):
            switch other {
            case .constant: return "compared (`\(op)`) with a constant"
            case .deviceDimension(let number): return "compared (`\(op)`) with \(number), a screen side of an iPhone or iPad model"
            case .zeroOrNil: return "compared (`\(op)`) with zero or nil"
            case .otherScreenAxis: return "compared (`\(op)`) with the screen's other axis"
            case .sameScreenLength(let other): return "compared (`\(op)`) with `\(other)`, the same length of the screen"
            case .ownOtherAxis(let text): return "compared (`\(op)`) with `\(text)`, the other axis of the same value"
            case .screenObject: return "compared (`\(op)`) with a screen object"
            case .windowPosition(let text): return "compared (`\(op)`) with `\(text)`, a position in window or screen coordinates (a `.global` frame, a keyboard's frame)"
            case .geometry(let text), .value(let text): return "compared (`\(op)`) with `\(text)`"
            }
        case .fallback(let text): return "the fallback of \(text)"
        case .unread(let name, let returned):
            return returned ? "returned from `\(name)`, a private member nothing in its file reads" : "stored in `\(name)`, which nothing reads"
        case .logged(let callee): return "written to the log by `\(callee.joined(separator: "."))`"
        case .discarded: return "discarded (`_ = …`)"
        case .interpolated(let text), .unknown(let text): return text
        }
    }
}

/// Where a value read at a use goes, through arithmetic, conversions, geometry values and locals.
struct ValueFlow: Equatable, Sendable {
    /// Every place the value ends.
    var sinks: [ValueSink] = []
    /// For each sink, the local named as a length or a scale (`radius`, `itemWidth`) the value
    /// passed through on the way there, if any: the name says what the local holds.
    var namedLocals: [String?] = []
    /// For each sink, the members the value was returned from on the way, in order
    /// (`["offset()", "layoutOffset()"]`): a sink two functions away is no use of this line's.
    var returnedThrough: [[String]] = []
    /// The names in the operands the value is combined with on the way (`statusBarHeight`, `inset`).
    var operandNames: Set<String> = []
    /// The operands themselves as written without spaces (`safeAreaInsets.top`, `(44+inset)`): which
    /// view an inset in them belongs to is in the whole chain, not in its names.
    var operandTexts: Set<String> = []
    /// The labels the value is passed under into geometry values (`width` in `CGSize(width: …)`).
    var labels: [String] = []
    /// Whether something is divided by the value (`x / value`), directly or through a local.
    var isDivisor = false
    /// Whether the value itself is what something is divided by (`x / value`, `x /= value`),
    /// not only a scale read beside it, nor a count or ratio computed from it first.
    var dividesByValue = false
    /// Whether the value is divided by a scale (`nativeBounds.height / nativeScale`): pixels made points.
    var dividedByScale = false
    /// Whether the value is scaled or combined by anything but `+` and `-` on the way.
    var isScaled = false
    /// Whether it was multiplied or divided by anything but a number on the way.
    var scaledByOther = false
    /// Whether something is divided by the value scaled by numbers only (`dx / (width * 2)`): the
    /// quotient is a fraction of a share of the length, as `dx / width` is of the length.
    var dividesByShare = false
    /// Whether a comparison of the value picks one of two display scales (`width <= 375 ? 2 : 3`).
    var picksScale = false
    /// Whether the walk followed the value through a local (`let frame = UIScreen.main.bounds`, then `frame`).
    var throughLocal = false
    /// Whether the screen's other axis meets the value in a `min`/`max` or an operation.
    var meetsOtherAxis = false
    /// Whether the other axis meets it in arithmetic (`height - width`, or through a name holding
    /// the other axis), not in a `min`/`max` that picks the short or long side.
    var combinesOtherAxis = false
    /// Whether a `min`/`max` on the way also reads the view's own `bounds` or `frame`: the screen
    /// is a floor or a ceiling set against the container's own size.
    var boundsOwnSize = false
    /// Whether the value was added to or subtracted from something on the way.
    var isAdditive = false
    /// Whether it was combined with another length (`bounds.width`, `tileSize.width`).
    var meetsLength = false
    /// Whether it was multiplied by one of the screen's lengths, or by its scale: with the other
    /// of the two, a count of the screen's pixels (`UIScreen.main.bounds.height * UIScreen.main.scale`).
    var timesScreenLength = false, timesScreenScale = false
    /// The screen side in points the value is divided by (`UIScreen.main.bounds.width / 375`), if
    /// any: the width or height of the design the lengths it scales were drawn for.
    var designSide: String?
    /// Whether the value, or what it is part of, is converted to an integer (`Int(…)`), which traps on NaN or infinity.
    var toInteger = false
    /// Whether the difference from another length goes through `abs`: `abs(a - b) < 1` tests that
    /// the two lengths are equal, a contrast whatever the constant.
    var testsNearEquality = false
    /// The project's functions the value was handed to in a call that also hands them layout
    /// anchors (`anchor(top: view.topAnchor, height: …)`): functions that make constraints.
    var anchoredCallees: Set<String> = []

    /// Takes in what a walk from one read of a local or member found; `held` names the local the
    /// value passed through when its name says what it holds.
    mutating func absorb(_ branch: ValueFlow, heldIn held: String?, returnedFrom member: String? = nil) {
        sinks += branch.sinks
        namedLocals += branch.namedLocals.map { $0 ?? held }
        returnedThrough += branch.returnedThrough.map { (member.map { [$0] } ?? []) + $0 }
        operandNames.formUnion(branch.operandNames)
        operandTexts.formUnion(branch.operandTexts)
        labels += branch.labels
        isDivisor = isDivisor || branch.isDivisor
        // A count or ratio made from the value first (`Int(width / 160)`) is not the value.
        dividesByValue = dividesByValue || (branch.dividesByValue && !isScaled)
        dividesByShare = dividesByShare || (branch.dividesByShare && !isScaled)
        isScaled = isScaled || branch.isScaled
        dividedByScale = dividedByScale || branch.dividedByScale
        scaledByOther = scaledByOther || branch.scaledByOther
        // A sum made after the value became a ratio (`dx / width`, then `1 - ratio`) adds no length to it.
        isAdditive = isAdditive || (branch.isAdditive && !dividesByValue)
        meetsOtherAxis = meetsOtherAxis || branch.meetsOtherAxis
        picksScale = picksScale || branch.picksScale
        throughLocal = throughLocal || branch.throughLocal
        combinesOtherAxis = combinesOtherAxis || branch.combinesOtherAxis
        boundsOwnSize = boundsOwnSize || branch.boundsOwnSize
        testsNearEquality = testsNearEquality || branch.testsNearEquality
        timesScreenLength = timesScreenLength || branch.timesScreenLength
        timesScreenScale = timesScreenScale || branch.timesScreenScale
        toInteger = toInteger || branch.toInteger
        designSide = designSide ?? branch.designSide
        anchoredCallees.formUnion(branch.anchoredCallees)
    }

    /// Records where the value ends, reached directly (through no named local).
    mutating func end(_ sink: ValueSink) {
        sinks.append(sink)
        namedLocals.append(nil)
        returnedThrough.append([])
    }
}
