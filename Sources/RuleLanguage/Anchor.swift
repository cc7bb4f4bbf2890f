/// The API a rule pattern is anchored on: `UIScreen.main`, `UIApplication.shared.keyWindow`, or
/// a member of any receiver such as `.userInterfaceIdiom`. The use finder searches the file for
/// each active anchor's last name, and a pattern is lined up on that name at every use.
public struct Anchor: Hashable, Sendable, CustomStringConvertible {
    /// The names of the path in order; a member of any receiver starts with an empty name
    /// (`["", "userInterfaceIdiom"]` for `.userInterfaceIdiom`).
    public let path: [String]

    /// Creates an anchor from its path, e.g. `["UIApplication", "shared", "keyWindow"]`.
    public init(path: [String]) {
        self.path = path
    }

    /// `UIScreen.main`, which also stands for `main` inside `extension UIScreen` and the legacy
    /// `UIScreen.mainScreen`; every rule without another API is anchored on it.
    public static let mainScreen = Anchor(path: ["UIScreen", "main"])

    /// Members that return a type's shared instance: a path goes on past them to the API it names
    /// (`UIApplication.shared.keyWindow`, `UIDevice.current.orientation`).
    public static let sharedInstanceNames: Set<String> = ["shared", "current", "default", "standard"]

    /// Whether this is `UIScreen.main`.
    public var isMainScreen: Bool { self == .mainScreen }

    /// Whether the anchor is a member of any receiver (`.userInterfaceIdiom`).
    public var isMember: Bool { path.first == "" }

    /// The name the use finder searches for: the path's last name (`keyWindow`).
    public var word: String { path.last ?? "" }

    /// How the anchor is written, e.g. `UIApplication.shared.keyWindow` or `.userInterfaceIdiom`.
    public var description: String { path.joined(separator: ".") }
}

extension Anchor {
    /// The anchor of a pattern's elements and the index of the element it is lined up on:
    /// `UIScreen` followed by `.` (lined up as before, on the screen's spelling); otherwise the
    /// first type name followed by `.` and its members up to the first that is not a shared
    /// instance (lined up on that last member); otherwise a leading `.member`.
    static func find(in elements: [Pattern.Element]) -> (anchor: Anchor, index: Int)? {
        func name(_ index: Int) -> String? {
            guard index < elements.count, case .token(.identifier, let text) = elements[index] else { return nil }
            return text
        }
        func isDot(_ index: Int) -> Bool {
            guard index < elements.count, case .token(_, ".") = elements[index] else { return false }
            return true
        }
        for index in elements.indices where name(index) == "UIScreen" && isDot(index + 1) {
            return (.mainScreen, index)
        }
        for index in elements.indices {
            guard let type = name(index), type.first?.isUppercase == true, isDot(index + 1),
                  index == 0 || !isDot(index - 1), name(index + 2) != nil else { continue }
            var path = [type]
            var last = index
            while isDot(last + 1), let member = name(last + 2) {
                path.append(member)
                last += 2
                if !sharedInstanceNames.contains(member) { break }
            }
            return (Anchor(path: path), last)
        }
        if isDot(0), let member = name(1) {
            return (Anchor(path: ["", member]), 1)
        }
        return nil
    }
}
