import SourceModel

/// The parts of a SwiftUI body that show somewhere else than where they are written: a sheet's,
/// a popover's or a full-screen cover's content, a navigation destination, and what an overlay or
/// a background lays over its view. Written inside a scroll view, they are not laid out in it: a
/// sheet gets the window's space, a destination the navigation stack's, an overlay its view's size.
enum PresentedContent {
    /// The modifiers whose argument and closures are content shown elsewhere.
    private static let modifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "overlay", "background", "alert",
        "confirmationDialog", "contextMenu",
    ]

    /// The token ranges of the file's presented content, in file order.
    static func ranges(in model: SourceModel) -> [ClosedRange<Int>] {
        let file = model.file
        var found: [ClosedRange<Int>] = []
        for name in file.identifierTokens(spelled: Array(modifiers) + ["NavigationLink"]) {
            let isLink = file.identifier(name, "NavigationLink")
            if !isLink {
                // `.sheet(…)`: a modifier, after a dot.
                guard let dot = file.previous(before: name), file.punctuation(dot, ".") else { continue }
            }
            guard var next = file.next(after: name) else { continue }
            if file.punctuation(next, "("), let close = model.brackets.match(next) {
                // A link's parentheses hold its destination (and its title); its closure is the label.
                found.append(next...close)
                guard let after = file.next(after: close) else { continue }
                next = after
                if isLink { continue }
            }
            guard file.punctuation(next, "{"), let close = model.brackets.match(next) else { continue }
            // `NavigationLink { destination } label: { … }`: the first closure is the destination.
            if isLink {
                guard let label = file.next(after: close), file.identifier(label, "label") else { continue }
            }
            found.append(next...close)
        }
        return found.sorted { $0.lowerBound < $1.lowerBound }
    }
}
