import SourceModel

/// The content of SwiftUI scroll views and lists that nothing shows span their view (one not the
/// whole of a `some View` getter, or narrowed by a modifier): `containerRelativeFrame` in a view
/// placed there measures that scroll view, which may be narrower than the screen.
enum ScrollContainers {
    private static let containers = ["ScrollView", "List"]

    /// Whether `bytes` may hold a scroll view or list: a byte search that reads no tokens.
    static func occur(in bytes: FileBytes) -> Bool {
        containers.contains { ByteScan.containsWord(bytes, $0) }
    }

    /// The content of the file's scroll views and lists that are not shown to fill their view.
    static func regions(_ model: SourceModel) -> PlacedRegions {
        let file = model.file
        let starts = file.identifierTokens(spelled: containers).compactMap { name -> (anchor: Int, range: ClosedRange<Int>)? in
            guard let braces = PlacedRegions.content(of: name, in: model)?.braces,
                  !Rewriter.fillsItsView(callee: name, closingBrace: braces.upperBound, model: model) else { return nil }
            return (name, braces)
        }
        return PlacedRegions(model, starts: starts)
    }

    /// The files that put SwiftUI views in such a scroll view or list.
    static func placers(_ files: [ProjectFile], models: ModelCache) -> ViewPlacers {
        ViewPlacers(files: files, models: models, occurs: occur) { regions($0).placedNames }
    }
}
