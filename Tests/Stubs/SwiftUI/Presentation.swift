import Foundation

/// Stub of a sheet's detent (iOS 16).
public struct PresentationDetent: Hashable, Sendable {
    private let key: String
    /// The system's medium detent, about half the available height.
    public static let medium = PresentationDetent(key: "medium")
    /// The system's large detent, the full available height.
    public static let large = PresentationDetent(key: "large")
    /// A detent at a fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(key: "height \(height)") }
    /// A detent at a fraction of the large detent's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(key: "fraction \(fraction)") }
}

extension View {
    /// Sets the detents a sheet's content may rest at (iOS 16).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { _ModifiedView(self) }
}
