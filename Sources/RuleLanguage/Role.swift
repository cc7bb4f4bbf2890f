/// What the value a use reads is for, found from where it goes (through locals too): the values
/// of the `role` condition. A rewrite needs a role that only sizes content (or, for the scale,
/// scales it); a contrast, a fallback or window geometry keeps the main screen's meaning, and
/// replacing it with a container changes what the code decides.
public enum Role: String, CaseIterable, Sendable {
    /// Sizes or places content: ends in a frame, a size, a constraint constant, a layout value
    /// named so, an argument labelled so, or a sizing callback's result.
    case sizesContent = "sizes-content"
    /// The screen's length with something added or taken away (`UIScreen.main.bounds.width - 32`):
    /// the container's length less the same amount only where the container spans the screen.
    /// A margin the container already keeps from the screen's edges would be taken away twice.
    case offsetLength = "offset-length"
    /// Compared with a constant (`UIScreen.main.bounds.width > 600`): a layout decision, which the
    /// container's size answers.
    case decidesLayout = "decides-layout"
    /// Compared with a constant to decide code that sets no layout (a capture preset, an image
    /// quality, a feature): a choice about the device or the content, which no container answers.
    case decidesOther = "decides-other"
    /// The display scale used as a scale: a layer's `contentsScale`, an image's or renderer's
    /// `scale`, a length multiplied by it.
    case scaleFactor = "scale-factor"
    /// The display scale something is divided by (`1 / UIScreen.main.scale`), directly or through
    /// a local: it needs `max(_, 1)` where the trait's 0.0 would divide by zero.
    case divisor
    /// A property of the physical screen (brightness, frame rate, capture, the screen object).
    case screenProperty = "screen-property"
    /// The main screen's trait collection (`userInterfaceStyle`, size classes).
    case traits
    /// Compared with another size, a frame, or the screen's other axis (`window.frame != UIScreen.main.bounds`):
    /// the code means the screen, as against something else.
    case contrast
    /// A fraction of the screen's length (`dy / UIScreen.main.bounds.height`) compared with a constant
    /// to decide code that sets no layout: when the code fires follows the length it is a share of.
    case fractionThreshold = "fraction-threshold"
    /// The screen's width compared with its own height, read twice (`UIScreen.main.bounds.width >
    /// UIScreen.main.bounds.height`): which way the screen is turned, standing in for which way the
    /// space is. Each read is its own edit, so neither may change alone.
    case orientation
    /// Compared as an object (`window.screen === UIScreen.main`): which display.
    case identity
    /// Compared with the same length of the screen read again, directly or through a local that
    /// holds the screen's size (`size.height == UIScreen.main.bounds.height` after `var size =
    /// UIScreen.main.bounds.size`): the test sets the screen against itself.
    case selfComparison = "self-comparison"
    /// The default for a value that is missing or zero (`w == 0 ? UIScreen.main.bounds.width : w`).
    case fallback
    /// Next to keyboard frames, `.global` frames or `convert(_:to: nil)`: screen or window coordinates.
    case screenCoordinates = "screen-coordinates"
    /// Set against the view's own frame (`frame.maxX + 18 > w`, `w - frame.origin.x`): a position in its
    /// superview's coordinates, so the length it meets is the superview's, not the view's own.
    case superviewPosition = "superview-position"
    /// A window's frame, bounds or centre (`UIWindow(frame:)`, `window.frame = …`).
    case windowFrame = "window-frame"
    /// The whole `UIScreen.main.bounds` assigned as a frame: lays a view over the screen.
    case coversScreen = "covers-screen"
    /// The whole `UIScreen.main.bounds` assigned as the view's own frame or bounds: the view sizes
    /// itself, which its superview's code should do; its own bounds would follow from this value.
    case sizesItself = "sizes-itself"
    /// A constant of a constraint a view makes among its own subviews (SnapKit's `offset`,
    /// `constraint(equalToConstant:)`, a constraint's `constant`): Auto Layout may size the view from
    /// those constraints, so its own bounds are no input for them.
    case constrainsItself = "constrains-itself"
    /// The frame of a view controller's own root view, made with it (`view = T(frame: …)`) or set
    /// on it (`view.frame = …`):
    /// whoever shows the controller sizes that view, UIKit or a parent that adds it by hand.
    case rootView = "root-view"
    /// The view controller's own `preferredContentSize`: what its container sizes it from.
    case preferredSize = "preferred-size"
    /// One axis of the screen passed on as the other (`width: UIScreen.main.bounds.height`).
    case crossedAxis = "crossed-axis"
    /// One axis of the screen passed on as the other in a file that turns views by hand with a
    /// rotation transform: the crossing may be on purpose (a view turned a quarter to fake an orientation).
    case rotatedAxis = "rotated-axis"
    /// Compared for equality with a constant (`UIScreen.main.bounds.height == 812`, through locals,
    /// `min` or `max` too): which device model.
    case deviceModel = "device-model"
    /// The screen's height (or its long side) compared with 812 as a threshold
    /// (`UIScreen.main.bounds.height >= 812`): whether the iPhone has a notch and a home
    /// indicator, a question about the safe area, not a size.
    case notchCheck = "notch-check"
    /// Compared with an iPhone's or iPad's side as a threshold (`width <= 320`), one side picked by
    /// orientation, or `nativeBounds`: the device's size, not a layout size.
    case deviceSize = "device-size"
    /// Compared with an iPhone's or iPad's side to pick one of two display scales
    /// (`width <= 375 ? 2 : 3`, or `1 / 2` and `1 / 3` for a hairline): the scale guessed from the size.
    case guessedScale = "guessed-scale"
    /// The screen's two axes meeting in `min`, `max` or a comparison that picks one of them
    /// (`w > h ? h : w`): the device's short or long side, the same in every orientation.
    case deviceSide = "device-side"
    /// One of the screen's lengths times its scale (`UIScreen.main.bounds.height * UIScreen.main.scale`):
    /// a count of the main screen's pixels, a budget or a target size, not a density anything is drawn at.
    case screenPixels = "screen-pixels"
    /// The panel's size in pixels (`nativeBounds`, `currentMode.size`) kept, returned or passed on as
    /// it is, never compared: a pixel resolution whose use is elsewhere (a video's or an image's output
    /// size, a value a caller tests), not a device test at this line.
    case panelPixels = "panel-pixels"
    /// Picks a text someone reads, not a layout.
    case choosesText = "chooses-text"
    /// Reads one of the project's own `UIScreen` members, not the screen's.
    case helperCall = "helper-call"
    /// Read through the project's own instance member on `UIScreen` whose getter reads the panel's
    /// size in pixels (`var screenSize: ScreenSize { … nativeBounds.height … }`): a device-model test.
    case panelMember = "panel-member"
    /// Read through the project's own instance member on `UIScreen` that reads the screen it is
    /// called on (`var width: CGFloat { bounds.width }`): the main screen's value under another name.
    case screenMember = "screen-member"
    /// A scale the same member also uses without naming it: a bitmap made at the main screen's
    /// scale (`UIGraphicsBeginImageContextWithOptions(size, false, 0)`), which this value must match.
    case pairedScale = "paired-scale"
    /// In the `else` of an `#available` check: code for systems older than the version it names.
    case olderSystem = "older-system"
    /// A stored property's initial value that a layout hook of its own type assigns again: a
    /// placeholder until the first layout, not a value that stays the main screen's.
    case placeholder
    /// The frame of a new view, or a property of a new layout, that the method does not put into
    /// its own view or list: where it shows is not known, so this view's size is no better a guess.
    case shownElsewhere = "shown-elsewhere"
    /// The frame of a new view the file sets as an `inputAccessoryView` or `inputView`: UIKit sets
    /// its width to the keyboard's when it shows it, so the width given is a placeholder.
    case keyboardAccessory = "keyboard-accessory"
    /// The width of a view or size UIKit stretches to its list's: the frame of a new view the file
    /// sets as a table's `tableHeaderView` or `tableFooterView` or as a `backgroundView`, or the width of a flow layout's
    /// `headerReferenceSize` or `footerReferenceSize` in a file whose layouts scroll vertically.
    case listSetsWidth = "list-sets-width"
    /// The size of a SpriteKit scene (`GameScene(size: …)`, `scene.size = …`, an `SKScene`
    /// subclass's `super.init(size:)` or `size = …`): the coordinate space its nodes are placed
    /// in, which its `SKView` maps onto its own bounds by the scene's `scaleMode`.
    case sceneSize = "scene-size"
    /// Stored in a local nothing reads, or in a class's property or a global that no file of the
    /// project names again: the value goes nowhere, and the line can go.
    case unused
    /// Handed to a logging call (`print`, `debugPrint`, `NSLog`, `os_log`, `dump`, a logger's `debug`
    /// or `info`): written out for a person to read, never laid out with.
    case logged
    /// The scale argument of `UIGraphicsBeginImageContextWithOptions`, as it is: UIKit reads 0
    /// there as the main screen's scale, so a trait collection's scale, 0 before its view is in a
    /// window, gives today's value then and the right one after, at every moment.
    case defaultedScale = "defaulted-scale"
    /// The scale of an image made from pixels that exist already (`UIImage(cgImage:scale:orientation:)`,
    /// `UIImage(ciImage:scale:orientation:)`): how many of those pixels make a point, which
    /// is the scale they were made at, not a display's.
    case pixelScale = "pixel-scale"
    /// Sizes or scales a video's frames: the width or height an asset writer encodes or a video
    /// composition renders (`AVVideoWidthKey`, `renderSize`), or the scale of a layer that
    /// `AVVideoCompositionCoreAnimationTool` draws into them. Their geometry is the video's pixels,
    /// which no display or view describes.
    case videoFrame = "video-frame"
    /// Goes somewhere the analysis cannot read: a call argument with no sizing label, a property
    /// not named as a length, an interpolation.
    case unknown

}
