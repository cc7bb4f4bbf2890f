import SourceModel

/// The content of SwiftUI scroll views and lists that nothing shows span their view (one not the
/// whole of a `some View` getter, or narrowed by a modifier): `containerRelativeFrame` in a view
/// placed there measures that scroll view, which may be narrower than the screen.
enum ScrollContainers {
    /// The containers `containerRelativeFrame` may measure that a body writes: scroll views and lists,
    /// and navigation views and stacks (whose bars aside span the space they are given).
    static let containers = ["ScrollView", "List", "NavigationView", "NavigationStack"]

    /// Whether `bytes` may hold a scroll view or list: a byte search that reads no tokens.
    static func occur(in bytes: FileBytes) -> Bool {
        containers.contains { ByteScan.containsWord(bytes, $0) }
    }

    /// The content of the file's scroll views and lists that are not shown to fill their view, less
    /// what they only present (a sheet's content, a navigation destination: `PresentedContent`),
    /// which is laid out in the space it is presented in.
    static func regions(_ model: SourceModel, presented: [ClosedRange<Int>]? = nil) -> PlacedRegions {
        let file = model.file
        let starts = file.identifierTokens(spelled: containers).compactMap { name -> (anchor: Int, range: ClosedRange<Int>)? in
            guard let braces = PlacedRegions.content(of: name, in: model)?.braces,
                  !FullWidthContent.spansItsView(callee: name, closingBrace: braces.upperBound, model: model) else { return nil }
            // A navigation view spans what it is given (a tab, a sheet, the window) unless it is shown narrowed.
            if navigation.contains(file.text(name)), !narrowed(name, closingBrace: braces.upperBound, model: model) { return nil }
            return (name, braces)
        }
        return PlacedRegions(model, starts: starts, excluding: starts.isEmpty ? [] : presented ?? PresentedContent.ranges(in: model))
    }

    static let navigation: Set<String> = ["NavigationView", "NavigationStack"]

    /// Whether a modifier after the container at token `name` narrows it across (`.padding()`, a frame's
    /// width), or it sits beside other views in an `HStack`.
    static func narrowed(_ name: Int, closingBrace: Int, model: SourceModel) -> Bool {
        if Rewriter.narrowsAcross(after: closingBrace, model: model) != nil { return true }
        guard let open = model.enclosingOpener(of: name), model.file.punctuation(open, "{"),
              let callee = model.file.previous(before: open) else { return false }
        return ["HStack", "LazyHStack"].contains(model.file.text(callee))
    }

    /// The files that put SwiftUI views in such a scroll view or list.
    static func placers(_ files: [ProjectFile], models: ModelCache) -> ViewPlacers {
        ViewPlacers(files: files, models: models, occurs: occur) { regions($0).placedNames }
    }
}
