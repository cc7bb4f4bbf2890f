import SourceModel

/// What a use reads of the screen, from the names after `UIScreen.main`.
enum ScreenValue: Equatable {
    /// A length, size or rectangle of `bounds`, with the axis when it is one.
    case bounds(Axis?)
    /// The origin of `bounds` or one of its coordinates (`bounds.minX`, `bounds.origin.y`): always
    /// zero, a constant that lays nothing out with the screen's size.
    case origin
    /// `scale` or `nativeScale`.
    case scale
    /// `traitCollection…`.
    case traits
    /// `nativeBounds…` or `currentMode.size`: the panel in pixels, which says which device.
    case nativeBounds
    /// `coordinateSpace`: screen coordinates.
    case coordinateSpace
    /// The screen object or another of its properties (`brightness`).
    case screen
    /// A member UIKit's `UIScreen` does not declare: the project's own (`UIScreen.main.isWide`),
    /// whose meaning its declaration holds.
    case projectMember
    /// Another API's value (`userInterfaceIdiom`, the key window).
    case other

    /// Whether it is a length, size or rectangle of `bounds`.
    var isBounds: Bool {
        if case .bounds = self { return true }
        return false
    }

    /// The members of UIKit's `UIScreen` (and `NSObject`) read as the screen object's own.
    private static let screenObjectMembers: Set<String> = [
        "nativeScale", "brightness", "wantsSoftwareDimming", "maximumFramesPerSecond", "calibratedLatency", "currentMode", "preferredMode",
        "availableModes", "mirrored", "mirroredScreen", "overscanCompensation", "overscanCompensationInsets", "isCaptured",
        "fixedCoordinateSpace", "focusedItem", "focusedView", "supportsFocus", "referenceDisplayModeStatus",
        "snapshotView", "displayLink", "applicationFrame", "description", "hash", "isEqual", "self",
    ]

    /// The member names read after `main` (`UIScreen.main.bounds.size.width`: `bounds`, `size`, `width`).
    static func memberNames(after main: Int, in model: SourceModel) -> [String] {
        let end = model.postfixChainEnd(after: main)
        guard main < end else { return [] }
        return ((main + 1)...end).compactMap { index in
            model.file.tokens[index].kind == .identifier ? model.file.text(index) : nil
        }
    }

    init(members: [String]) {
        switch members.first {
        case "bounds"? where ["origin", "minX", "minY"].contains(members.dropFirst().first ?? ""): self = .origin
        case "bounds"?: self = .bounds(members.last.flatMap(Axis.init(member:)))
        case "scale"?: self = .scale
        case "traitCollection"?: self = .traits
        case "nativeBounds"?: self = .nativeBounds
        case "currentMode"? where members.dropFirst().first == "size": self = .nativeBounds
        case "coordinateSpace"?: self = .coordinateSpace
        case let member? where !Self.screenObjectMembers.contains(member): self = .projectMember
        default: self = .screen
        }
    }
}
