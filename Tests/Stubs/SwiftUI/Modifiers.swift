// API stub of SwiftUI's view modifiers (declarations only). Each returns `some View`, as in SwiftUI.

extension View {
    /// Fixed-size frame.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _ModifiedView(self)
    }

    /// Flexible frame.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        _ModifiedView(self)
    }

    /// Frame relative to the nearest container (iOS 17).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        _ModifiedView(self)
    }

    /// Frame that takes a share of the nearest container's length (iOS 17).
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        _ModifiedView(self)
    }

    /// Frame computed from the nearest container's length (iOS 17).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        _ModifiedView(self)
    }

    /// Reacts when a value derived from the view's geometry changes: introduced with iOS 18's
    /// SDK and back-deployed to iOS 16, with the current SDK's `@Sendable` transform.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type,
                                                          of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                          action: @escaping (_ newValue: T) -> Void) -> some View {
        _ModifiedView(self)
    }

    /// Reacts when a value derived from the view's geometry changes, with the old value (iOS 16 back-deployed).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type,
                                                          of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                          action: @escaping (_ oldValue: T, _ newValue: T) -> Void)
        -> some View {
        _ModifiedView(self)
    }

    /// Sets an environment value for the view's subtree.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _ModifiedView(self)
    }

    /// Puts an observable object into the environment.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View { _ModifiedView(self) }

    /// Pads the given edges.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _ModifiedView(self) }
    /// Pads all edges by a length.
    public func padding(_ length: CGFloat) -> some View { _ModifiedView(self) }
    /// Pads by insets.
    public func padding(_ insets: EdgeInsets) -> some View { _ModifiedView(self) }

    /// Layers a view behind this one (deprecated form, still common).
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> some View {
        _ModifiedView(self)
    }
    /// Layers a view behind this one.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _ModifiedView(self)
    }
    /// Layers a view over this one (deprecated form, still common).
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        _ModifiedView(self)
    }
    /// Layers a view over this one.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _ModifiedView(self)
    }

    /// Sets the foreground colour.
    public func foregroundColor(_ color: Color?) -> some View { _ModifiedView(self) }
    /// Sets the foreground style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _ModifiedView(self) }
    /// Sets the font.
    public func font(_ font: Font?) -> some View { _ModifiedView(self) }
    /// Rounds the corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _ModifiedView(self) }
    /// Clips to a shape.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { _ModifiedView(self) }
    /// Adds a shadow.
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _ModifiedView(self)
    }
    /// Sets the opacity.
    public func opacity(_ opacity: Double) -> some View { _ModifiedView(self) }
    /// Offsets the view.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _ModifiedView(self) }
    /// Offsets the view.
    public func offset(_ offset: CGSize) -> some View { _ModifiedView(self) }
    /// Scales the view.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { _ModifiedView(self) }
    /// Constrains the aspect ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        _ModifiedView(self)
    }
    /// Scales to fill.
    public func scaledToFill() -> some View { _ModifiedView(self) }
    /// Clips to the view's frame.
    public func clipped(antialiased: Bool = false) -> some View { _ModifiedView(self) }
    /// Scales to fit.
    public func scaledToFit() -> some View { _ModifiedView(self) }
    /// Limits the number of lines.
    public func lineLimit(_ number: Int?) -> some View { _ModifiedView(self) }
    /// Extends into the safe area.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        _ModifiedView(self)
    }
    /// Runs an action when the view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { _ModifiedView(self) }
    /// Runs an action when the view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _ModifiedView(self) }
    /// Runs an action when a value changes (iOS 17 form).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        _ModifiedView(self)
    }
    /// Marks the layout whose children are scroll targets (iOS 17).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { _ModifiedView(self) }
    /// Sets the scroll target behaviour (iOS 17).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { _ModifiedView(self) }
    /// Presents a sheet.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        _ModifiedView(self)
    }
    /// Presents a popover.
    public func popover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        _ModifiedView(self)
    }
}

/// Stub of a unit point.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
}

/// Stub of scroll target behaviours (iOS 17).
public protocol ScrollTargetBehavior {}

/// Stub of view-aligned scrolling.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Stub of paging scrolling.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Aligns scrolling to views.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Pages by the container's size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
