// Attach `.measuresWindowSize()` to the root view inside your WindowGroup:
//     WindowGroup { ContentView().measuresWindowSize() }
// Written by screenmod (rule window-size-environment). Views read the size with
// `@Environment(\.windowSize) private var windowSize`.
import SwiftUI

private struct WindowSizeKey: EnvironmentKey {
    static let defaultValue: CGSize = .zero
}

extension EnvironmentValues {
    /// The size of the window the view hierarchy is shown in, without its safe area.
    var windowSize: CGSize {
        get { self[WindowSizeKey.self] }
        set { self[WindowSizeKey.self] = newValue }
    }
}

/// Measures the window once, at the root. The GeometryReader takes the whole window
/// whatever the content's size, and nothing it measures depends on the value it hands
/// down, so a change of size re-renders the views below without an update loop.
private struct WindowSizeReader: ViewModifier {
    func body(content: Content) -> some View {
        GeometryReader { proxy in
            content
                .frame(width: proxy.size.width, height: proxy.size.height)
                .environment(\.windowSize, proxy.size)
        }
    }
}

extension View {
    /// Hands the window's size down as `\.windowSize`; attach it once, at the root view.
    func measuresWindowSize() -> some View {
        modifier(WindowSizeReader())
    }
}
