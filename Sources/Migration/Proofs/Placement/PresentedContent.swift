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
                // A link's parentheses hold its destination beside its title or label, which are in the list.
                if isLink {
                    if let destination = argument("destination", in: next...close, model: model) { found.append(destination) }
                } else {
                    found.append(next...close)
                }
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

    /// The value of the argument labelled `label` in the parentheses `parens`: from after its colon to
    /// before the next comma at the same depth, or the closing parenthesis.
    private static func argument(_ label: StaticString, in parens: ClosedRange<Int>, model: SourceModel) -> ClosedRange<Int>? {
        let file = model.file
        var index = parens.lowerBound + 1
        while index < parens.upperBound {
            if let match = model.brackets.match(index), match > index { index = match + 1; continue }
            if file.identifier(index, label), let colon = file.next(after: index), file.punctuation(colon, ":"),
               let start = file.next(after: colon), start < parens.upperBound {
                var end = start
                while let next = file.next(after: end), next < parens.upperBound, !file.punctuation(next, ",") {
                    end = model.brackets.match(next).map { max($0, next) } ?? next
                }
                return start...end
            }
            index += 1
        }
        return nil
    }
}
