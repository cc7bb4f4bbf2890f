import RuleLanguage
import SourceModel

/// What names say about a value, the one table the role proof reads: a target or label named as a
/// length (`itemWidth`, `frame`, `constant`, `height:`), a scale (`contentsScale`, `scale:`), a window.
enum LayoutNames {
    /// Words that make a name a length, a geometry value or a layout count when one of its
    /// camel-case words is one of them (`itemWidth`, `cornerRadius`, `itemsPerRow`; not `inside`).
    private static let lengthWords: Set<String> = [
        "width", "widths", "height", "heights", "size", "sizes", "frame", "frames", "bounds", "center", "origin", "inset",
        "insets", "spacing", "margin", "margins", "offsets", "rect",
        "padding", "offset", "radius", "constant", "length", "extent", "side", "column", "columns", "row", "rows", "gap",
        "x", "y", "dx", "dy", "top", "bottom", "left", "right", "leading", "trailing", "minx", "maxx", "midx", "miny",
        "maxy", "midy",
    ]

    /// Whether `name` says it holds a length, a geometry value or a layout count.
    static func isLength(_ name: String) -> Bool {
        words(of: name).contains(where: lengthWords.contains)
    }

    /// The lower-cased camel-case words of a name: `preferredMaxLayoutWidth` -> preferred, max, layout, width.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character == "_" { if !current.isEmpty { words.append(current); current = "" }; continue }
            if character.isUppercase, let last = current.last, last.isLowercase || last.isNumber {
                words.append(current)
                current = ""
            }
            current.append(contentsOf: character.lowercased())
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Whether a call to `callee` with an argument labelled `label` asks for an image at a pixel
    /// size: Photos' `requestImage(for:targetSize:…)`, `requestLivePhoto(for:targetSize:…)`.
    static func requestsImage(_ callee: String, label: String?) -> Bool {
        label == "targetSize" && callee.hasPrefix("request")
    }

    /// Whether the call or its label takes the scale an image is loaded or decoded at (Kingfisher's
    /// `scaleFactor`, an image processor, `setImage`, `sd_setImage`): a request whose result outlives the view.
    static func takesImageRequestScale(_ callee: String, label: String?) -> Bool {
        callee == "scaleFactor" || label == "scaleFactor" || callee.hasSuffix("ImageProcessor") || callee.hasSuffix("setImage")
            || callee == "sd_setImage"
    }

    /// The properties of a view or its layer that take a display scale.
    static let displayScaleTargets: Set<String> = ["contentsScale", "rasterizationScale", "contentScaleFactor"]

    /// Whether `name` says it holds a scale.
    static func isScale(_ name: String) -> Bool {
        name.lowercased().contains("scale")
    }

    /// Whether `name` says it holds a window.
    static func isWindow(_ name: String) -> Bool {
        name.lowercased().contains("window")
    }

    /// A rectangle or position of a view or window: `frame`, `bounds`, `center`.
    static func isGeometry(_ name: String) -> Bool {
        name == "frame" || name == "bounds" || name == "center"
    }

    /// Functions whose unlabelled arguments are lengths: layout DSLs' (`make.width.equalTo(…)`,
    /// `.offset(…)`), compositional layout dimensions, SwiftUI's `.padding(…)`.
    static func takesLength(_ callee: String) -> Bool {
        ["equalTo", "offset", "inset", "lessThanOrEqualTo", "greaterThanOrEqualTo", "absolute", "estimated",
         "padding", "setContentOffset", "constraint",
         // Drawing: what a view draws in draw(_:) is sized by these.
         "fill", "stroke", "addRect", "addEllipse", "fillEllipse", "strokeEllipse", "clip", "move", "addLine", "addCurve",
         "addQuadCurve", "addArc", "UIBezierPath"].contains(callee)
            || isLength(callee) || words(of: callee).contains { ["layout", "relayout", "resize"].contains($0) }
    }

    /// Functions whose unlabelled arguments include a display scale.
    static func takesScale(_ callee: String) -> Bool {
        ["UIGraphicsBeginImageContextWithOptions", "UIImage", "CGImageSourceCreateThumbnailAtIndex"].contains(callee)
    }

    /// Functions that make a bitmap of the size they are handed: what is drawn into it (a view's
    /// hierarchy, every window, a thumbnail) decides whose size it should be, not the size alone.
    static func makesBitmap(_ callee: String) -> Bool {
        ["UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions", "UIGraphicsImageRenderer"].contains(callee)
    }

    /// Screen sides of iPhone and iPad models in points, both axes: a length compared with one
    /// (`UIScreen.main.bounds.height >= 812`) picks a device model, not a layout.
    static let deviceDimensions: Set<Int> = [
        320, 375, 390, 393, 402, 414, 428, 430, 440,
        480, 568, 667, 736, 812, 844, 852, 874, 896, 926, 932, 956,
        744, 768, 810, 820, 834, 1024, 1080, 1112, 1133, 1180, 1194, 1366,
    ]

    /// The phone's side an operand divides by, if any: `375` in `375`, `(x / 375)` or `x / 375.0`
    /// (the operand of `width / 375` or `width * (x / 375)`): a design drawn for that screen.
    static func designSide(in range: ClosedRange<Int>, of file: SyntaxFile) -> String? {
        if range.count == 1, file.tokens[range.lowerBound].kind == .number {
            return isDeviceDimension(file.text(range.lowerBound)) ? file.text(range.lowerBound) : nil
        }
        for index in range where file.token(index, is: "/") {
            guard let side = file.next(after: index), range.contains(side), file.tokens[side].kind == .number,
                  isDeviceDimension(file.text(side)) else { continue }
            return file.text(side)
        }
        return nil
    }

    /// Whether a name says it is a bar's height or the space a bar takes (`tabBarHeight`,
    /// `kNavBarHeight`, `statusBarFrame`, `homeIndicatorHeight`).
    static func namesBar(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["statusbar", "navigationbar", "navbar", "tabbar", "toolbar", "bottombar", "topbar", "homeindicator"]
            .contains(where: lower.contains)
    }

    /// Whether a name says it is a window's or a view's inset (`safeAreaInsets`, `layoutGuide`).
    static func namesInset(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["safearea", "layoutguide"].contains(where: lower.contains)
    }

    /// Whether a constant's name says it is the side of a device model's screen (`IPHONE5HEIGHT`,
    /// `IPHONE_6_PLUS_WIDTH`, `kiPadHeight`): a model and a side in one name.
    static func namesDeviceSide(_ name: String) -> Bool {
        let lower = name.lowercased().filter { $0 != "_" }
        return ["iphone", "ipad", "ipod"].contains { lower.contains($0) } && (lower.contains("height") || lower.contains("width"))
    }

    /// Whether a number literal is one of `deviceDimensions` (`812`, `812.0`).
    static func isDeviceDimension(_ literal: String) -> Bool {
        guard let value = Double(String(literal.filter { $0 != "_" })), value == value.rounded() else { return false }
        return deviceDimensions.contains(Int(value))
    }

    /// Insets that hide what they inset when set as wide as the screen (`separatorInset` with a
    /// left or right as large as the screen hides a cell's separator): a sentinel, not a size.
    /// The views a method can be handed as the list or scroll view it answers for: UIKit's, and
    /// Texture's table and collection nodes, which have bounds like a view.
    static let handedLists: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "ASTableNode", "ASCollectionNode"]

    /// Whether an assignment to `target` anchors a popover: `sourceRect`, in its source view's coordinates.
    static func anchorsPopover(_ target: [String]) -> Bool {
        target.last == "sourceRect" || (target.count > 1 && target[target.count - 2] == "sourceRect")
    }

    static func hidesWithFullInset(_ target: [String]) -> Bool {
        target.last == "separatorInset" || (target.count > 1 && target[target.count - 2] == "separatorInset")
    }

    /// Functions and types that turn a value into text (`String(format:)`, `print`, `Text`): a value
    /// handed to one is shown or logged, whatever its local's name says.
    static func makesText(_ callee: String?) -> Bool {
        ["String", "Text", "print", "debugPrint", "NSLog", "NSString", "NSAttributedString", "AttributedString",
         "localizedStringWithFormat", "os_log"].contains(callee ?? "")
    }

    /// Whether a member key is a callback whose result sizes something: a list's size and height
    /// callbacks, measuring, a layout's content size.
    static func isSizingCallback(_ key: String) -> Bool {
        let moment = UIKitCallbacks.moment(of: key, isOverride: true, inSwiftUIView: false)
        return moment == .listLayout || moment == .measuring || key == "collectionViewContentSize"
    }

    /// Functions that write their arguments out for a person to read.
    private static let loggers: Set<String> = ["print", "debugPrint", "NSLog", "NSLogv", "os_log", "dump"]
    /// Calls of a logger by level (`logger.debug(…)`, `Log.info(…)`, the project's own `debug(…)`).
    private static let logLevels: Set<String> = ["debug", "info", "notice", "log", "trace", "verbose", "warning", "warn"]

    /// Whether the call `callee` writes its arguments to a log: one of Swift's and Foundation's
    /// printing functions, or a level's name called on a receiver named for a log (`logger`,
    /// `Log`, `os`), or bare with a string literal among its arguments (`hasLiteral`): a message.
    static func isLogging(_ callee: [String], hasLiteral: @autoclosure () -> Bool) -> Bool {
        guard let name = callee.last else { return false }
        if loggers.contains(name) { return true }
        guard logLevels.contains(name) else { return false }
        if callee.count == 1 { return hasLiteral() }
        return callee.dropLast().contains { $0.lowercased().contains("log") }
    }
}
