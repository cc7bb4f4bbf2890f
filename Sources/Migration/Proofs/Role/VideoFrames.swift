/// The names that say a value ends in a video's frames rather than on a display, shared by the
/// Swift role (`Role.videoFrame`) and the Objective-C advice: a video is measured in its own
/// pixels, which the writer's settings or the composition's render size set.
enum VideoFrames {
    /// Names that give a video's pixel size: an asset writer's or pixel buffer's settings keys, a
    /// video composition's `renderSize`.
    static let sizeNames: Set<String> = [
        "AVVideoWidthKey", "AVVideoHeightKey", "renderSize", "kCVPixelBufferWidthKey", "kCVPixelBufferHeightKey",
    ]

    /// The tool that draws a layer tree into a video composition's frames.
    static let layerTool = "AVVideoCompositionCoreAnimationTool"

    /// The layer properties a scale is drawn at.
    static let layerScales: Set<String> = ["contentsScale", "rasterizationScale"]

    /// What the value is, where `name` on `line` sizes a video.
    static func sizeReason(_ name: String, line: Int) -> String {
        "a length that `\(name)` on line \(line) makes a video's size in pixels"
    }

    /// What the value is, where the layer tool on `line` draws the layer into a video.
    static func scaleReason(line: Int) -> String {
        "the scale of a layer that `\(layerTool)` on line \(line) draws into a video's frames, which are laid out in the video's pixels"
    }

    /// The Objective-C finding for a size or scale that ends in a video, for `spelled` (the read):
    /// the same meaning and advice the Swift rule gives.
    static func objectiveCAdvice(_ spelled: String, name: String, line: Int) -> (String, String) {
        ("\(spelled) ends in a video's frames here (`\(name)` on line \(line)): " + RoleAdvice.meaning(.videoFrame),
         RoleAdvice.suggestion(.videoFrame))
    }
}
