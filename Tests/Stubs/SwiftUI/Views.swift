// API stub of SwiftUI's primitive views, shapes and containers (declarations only).

/// Stub of SwiftUI's text.
public struct Text: View {
    public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public var body: Never { fatalError() }
    public func font(_ font: Font?) -> Text { self }
    public func bold() -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
}

/// Stub of SwiftUI's font.
public struct Font: Hashable, Sendable {
    let name: String
    /// Stub of font weights.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let regular = Weight(value: 400)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
    }
    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let headline = Font(name: "headline")
    public static let body = Font(name: "body")
    public static let caption = Font(name: "caption")
    public static func system(size: CGFloat, weight: Font.Weight = .regular) -> Font { Font(name: "system") }
}

/// Stub of a shape style (colours and other fills).
public protocol ShapeStyle {}

/// Stub of SwiftUI's colour.
public struct Color: View, ShapeStyle, Hashable, Sendable {
    let name: String
    public init(_ name: String) { self.name = name }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { self.name = "rgb" }
    public init(_ uiColor: UIColor) { self.name = "ui" }
    public init(uiColor: UIColor) { self.name = "ui" }
    public var body: Never { fatalError() }
    public func opacity(_ opacity: Double) -> Color { self }
    public static let black = Color("black")
    public static let white = Color("white")
    public static let gray = Color("gray")
    public static let red = Color("red")
    public static let green = Color("green")
    public static let blue = Color("blue")
    public static let orange = Color("orange")
    public static let yellow = Color("yellow")
    public static let purple = Color("purple")
    public static let clear = Color("clear")
    public static let primary = Color("primary")
    public static let secondary = Color("secondary")
    public static let accentColor = Color("accentColor")
}

/// Stub of the separator style (iOS 17).
public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator style.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// Stub of SwiftUI's fill style.
public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// Stub of SwiftUI's shape protocol.
public protocol Shape: View {}

extension Shape {
    /// Fills the shape.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { _ModifiedView(self) }
    /// Strokes the outline of the shape.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { _ModifiedView(self) }
}

/// Stub of a rectangle.
public struct Rectangle: Shape { public init() {}; public var body: Never { fatalError() } }
/// Stub of a rounded rectangle.
public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat) {}
    public var body: Never { fatalError() }
}
/// Stub of a circle.
public struct Circle: Shape { public init() {}; public var body: Never { fatalError() } }
/// Stub of a capsule.
public struct Capsule: Shape { public init() {}; public var body: Never { fatalError() } }

/// Stub of SwiftUI's image.
public struct Image: View {
    public init(_ name: String) {}
    public init(systemName: String) {}
    public init(uiImage: UIImage) {}
    public var body: Never { fatalError() }
    public func resizable() -> Image { self }
}

/// Stub of a spacer.
public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError() }
}

/// Stub of a divider.
public struct Divider: View {
    public init() {}
    public var body: Never { fatalError() }
}

/// Stub of a button.
public struct Button<Label: View>: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {}
}

/// Stub of a vertical stack.
public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// Stub of a horizontal stack.
public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// Stub of a depth stack.
public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// Stub of a lazy horizontal stack.
public struct LazyHStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// Stub of a lazy vertical stack.
public struct LazyVStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// Stub of a grid column (or row) description (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct GridItem: Sendable {
    /// Stub of grid item sizes: one fixed item, one flexible item, or as many adaptive items
    /// of at least `minimum` as fit.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Stub of the views a lazy stack or grid pins while scrolling.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// Stub of a lazy vertical grid (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyVGrid<Content: View>: View {
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// Stub of a lazy horizontal grid (iOS 14).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyHGrid<Content: View>: View {
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// Stub of a scroll view.
public struct ScrollView<Content: View>: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// Stub of a list.
public struct List<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// Stub of a navigation stack (iOS 16).
public struct NavigationStack<Root: View>: View {
    public init(@ViewBuilder root: () -> Root) {}
    public var body: Never { fatalError() }
}

/// Stub of a navigation link that pushes its destination.
public struct NavigationLink<Label: View, Destination: View>: View {
    public init(destination: Destination, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

/// Stub of a one-line text field.
public struct TextField: View {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
    public var body: Never { fatalError() }
}

/// Stub of a navigation view.
public struct NavigationView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// Stub of ForEach.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}
}

/// Stub of a geometry reader.
public struct GeometryReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}
