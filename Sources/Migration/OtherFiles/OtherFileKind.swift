/// A file screenmod reads besides Swift: Objective-C code, and the files that can set
/// `UIRequiresFullScreen`. They are reported on, never rewritten.
public enum OtherFileKind: Sendable, Equatable {
    /// An Objective-C or Objective-C++ source or header: `.m`, `.mm`, `.h`, and a prefix header (`.pch`),
    /// which every file of its target includes.
    case objectiveC
    /// A property list (`.plist`), of which an app's Info.plist is the one that matters.
    case propertyList
    /// Build settings: an Xcode project's `project.pbxproj` or an `.xcconfig` file.
    case buildSettings

    /// The kind of the file named `path` (only its last component counts), or nil for Swift and
    /// every file screenmod does not read.
    public init?(path: String) {
        if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") || path.hasSuffix(".pch") {
            self = .objectiveC
        } else if path.hasSuffix(".plist") {
            self = .propertyList
        } else if path.hasSuffix(".xcconfig") || path == "project.pbxproj" || path.hasSuffix("/project.pbxproj") {
            self = .buildSettings
        } else {
            return nil
        }
    }

    /// The rule that reports in files of this kind.
    public var rule: OtherFileRule {
        self == .objectiveC ? .objectiveCMainScreen : .requiresFullScreen
    }
}

/// A built-in rule that reports in files other than Swift. Unlike `Rules/*.rule` it has no
/// pattern: its scanner is code (`ObjectiveCScanner`, `FullScreenScanner`).
public struct OtherFileRule: Sendable, Equatable {
    /// The rule id, shown with every finding and accepted by `--disable` and `--only`.
    public var id: String
    /// One sentence saying what the rule reports, for `screenmod rules` and SARIF.
    public var summary: String

    /// `[UIScreen mainScreen]` and `UIScreen.mainScreen` in Objective-C.
    public static let objectiveCMainScreen = OtherFileRule(
        id: "objc-main-screen",
        summary: "Reports [UIScreen mainScreen] and UIScreen.mainScreen in Objective-C files (.m, .mm, .h), by what they read; never rewritten.")

    /// `UIRequiresFullScreen` set in an Info.plist or a build setting.
    public static let requiresFullScreen = OtherFileRule(
        id: "requires-full-screen",
        summary: "Reports UIRequiresFullScreen set to true in an Info.plist, or INFOPLIST_KEY_UIRequiresFullScreen = YES in a project.pbxproj or .xcconfig, of an app whose Swift or Objective-C names UIScreen.")

    /// Every rule of this kind, in id order.
    public static let all = [objectiveCMainScreen, requiresFullScreen]

    /// Whether `settings` let this rule run (the rules are on by default).
    public func isActive(_ settings: MigrationSettings) -> Bool {
        !settings.disabled.contains(id) && (settings.only.isEmpty || settings.only.contains(id))
    }
}
