import SourceModel

/// The content of SwiftUI's horizontal scroll views (`ScrollView(.horizontal) { … }`) and lazy
/// horizontal stacks and grids (`LazyHStack { … }`), where no width is proposed along the axis: a
/// flexible frame there (`.frame(maxWidth: .infinity)`) takes its content's ideal width, not the
/// screen's or a container's.
enum HorizontalScrolls {
    /// The lazy containers that lay their content out along the horizontal axis without proposing a width.
    private static let lazyRows = ["LazyHStack", "LazyHGrid"]

    /// Whether `bytes` may hold a horizontal scroll view or lazy row: a byte search that reads no tokens.
    static func occur(in bytes: FileBytes) -> Bool {
        (ByteScan.containsWord(bytes, "ScrollView") && ByteScan.containsWord(bytes, "horizontal"))
            || lazyRows.contains { ByteScan.containsWord(bytes, $0) }
    }

    /// The file's horizontal scroll views' and lazy rows' content, grown to the members and types it names.
    static func regions(_ model: SourceModel, presented: [ClosedRange<Int>]? = nil) -> PlacedRegions {
        let file = model.file
        let starts = file.identifierTokens(spelled: ["ScrollView"] + lazyRows).compactMap { name -> (anchor: Int, range: ClosedRange<Int>)? in
            guard let (arguments, braces) = PlacedRegions.content(of: name, in: model) else { return nil }
            // A scroll view scrolls sideways only where its axes say so; a lazy row always lays out sideways.
            if file.identifier(name, "ScrollView"), arguments?.contains(where: { file.token($0, is: "horizontal") }) != true { return nil }
            return (name, braces)
        }
        return PlacedRegions(model, starts: starts, excluding: starts.isEmpty ? [] : presented ?? PresentedContent.ranges(in: model))
    }

    /// The files that put SwiftUI views in a horizontal scroll view.
    static func placers(_ files: [ProjectFile], models: ModelCache) -> ViewPlacers {
        ViewPlacers(files: files, models: models, occurs: occur) { regions($0).placedNames }
    }
}

/// A SwiftUI view sized by its aspect ratio after a frame (`.frame(…).aspectRatio(1, contentMode: .fit)`,
/// `Entry().scaledToFill()`): the ratio is taken from the size the frame reports or the view's
/// ideal size, so a fixed frame made flexible changes what the ratio makes of it.
enum AspectSizing {
    static let words = ["aspectRatio", "scaledToFill", "scaledToFit"]

    /// Whether `bytes` may size a view by its aspect ratio: a byte search that reads no tokens.
    static func occurs(in bytes: FileBytes) -> Bool {
        words.contains { ByteScan.containsWord(bytes, $0) }
    }

    /// Whether the token at `index` is an argument of a `.frame(…)` that an aspect-ratio modifier
    /// follows in the same chain.
    static func followsFrame(_ index: Int, in model: SourceModel) -> Bool {
        let file = model.file
        guard let open = SwiftUIFrame.opener(holding: index, in: model), let close = model.brackets.match(open) else { return false }
        let end = model.postfixChainEnd(after: close)
        return end > close && (close...end).contains { isModifier($0, file) }
    }

    /// The names of the views the file sizes by their aspect ratio where it places them
    /// (`WelcomePageEntry(…).scaledToFill()`): the start of each such modifier's chain.
    static func placedNames(_ model: SourceModel) -> Set<String> {
        let file = model.file
        return Set(file.identifierTokens(spelled: words).compactMap { modifier in
            guard isModifier(modifier, file), let dot = file.previous(before: modifier), let end = file.previous(before: dot),
                  !file.punctuation(end, "."), case let start = model.chainStart(endingAt: end),
                  file.tokens[start].kind == .identifier, file.text(start).first?.isUppercase == true else { return nil }
            return file.text(start)
        })
    }

    /// The files that size SwiftUI views by their aspect ratio where they place them.
    static func placers(_ files: [ProjectFile], models: ModelCache) -> ViewPlacers {
        ViewPlacers(files: files, models: models, occurs: occurs, placedNames: placedNames)
    }

    private static func isModifier(_ index: Int, _ file: SyntaxFile) -> Bool {
        file.tokens[index].kind == .identifier && words.contains(file.text(index))
            && (file.previous(before: index).map { file.punctuation($0, ".") } ?? false)
    }
}

/// The content of SwiftUI's vertical scroll views (`ScrollView { … }`, `ScrollView(.vertical)`),
/// lists and forms, where no height is proposed along the axis: a height read there has no
/// container's to stand for, only the window's.
enum VerticalScrolls {
    private static let containers = ["ScrollView", "List", "Form"]

    /// Whether `bytes` may hold a vertical scroll view, list or form: a byte search that reads no tokens.
    static func occur(in bytes: FileBytes) -> Bool {
        containers.contains { ByteScan.containsWord(bytes, $0) }
    }

    /// The content of the file's vertical scroll views, lists and forms, grown to the members and types it names.
    static func regions(_ model: SourceModel, presented: [ClosedRange<Int>]? = nil) -> PlacedRegions {
        let file = model.file
        let starts = file.identifierTokens(spelled: containers).compactMap { name -> (anchor: Int, range: ClosedRange<Int>)? in
            guard let (arguments, braces) = PlacedRegions.content(of: name, in: model) else { return nil }
            // A scroll view scrolls vertically unless its axes name only the horizontal one.
            if file.identifier(name, "ScrollView"), let arguments, arguments.contains(where: { file.token($0, is: "horizontal") }),
               !arguments.contains(where: { file.token($0, is: "vertical") }) { return nil }
            return (name, braces)
        }
        return PlacedRegions(model, starts: starts, excluding: starts.isEmpty ? [] : presented ?? PresentedContent.ranges(in: model))
    }

    /// The files that put SwiftUI views in a vertical scroll view, list or form.
    static func placers(_ files: [ProjectFile], models: ModelCache) -> ViewPlacers {
        ViewPlacers(files: files, models: models, occurs: occur) { regions($0).placedNames }
    }
}
