/// Stubs of the style protocols whose `makeBody(configuration:)` SwiftUI evaluates like a body.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// Stub of what a button style is handed.
public struct ButtonStyleConfiguration {
    public let label: Text
    public let isPressed: Bool
}

public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// Stub of what a toggle style is handed.
public struct ToggleStyleConfiguration {
    public let label: Text
    public let isOn: Bool
}

extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
}
