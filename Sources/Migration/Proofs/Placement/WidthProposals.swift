import SourceModel

/// Where a SwiftUI frame's width is not simply what its container proposes, so a fixed frame
/// made flexible (`.frame(maxWidth: .infinity)`) would not keep the width the code means: in a
/// horizontal scroll view, which proposes no width along its axis, and before an aspect-ratio
/// modifier, which takes its ratio from the size the frame reports or the view's ideal size, and as
/// a `UIHostingController`'s root, which UIKit may size from its ideal size.
/// Each holds where the file shows it, or where any file places the view that way.
extension FileAnalysis {
    /// Whether the frame holding `index`, in the SwiftUI view `type`, sits in a horizontal scroll
    /// view: in this file's own scroll content, or in a view some file places in one.
    func isInHorizontalScroll(_ index: Int, type: String?) -> Bool {
        if horizontalScrollRegions.anchor(covering: index) != nil { return true }
        guard let type else { return false }
        return horizontalScrollRegions.placedNames.contains(TypeIndex.lastComponent(type))
            || project.horizontalScrollPlacers?.placer(of: type, except: model.file.path) != nil
    }

    /// Whether `index`, in the SwiftUI view `type`, is in the content of a scroll view or list that
    /// scrolls along `axis` (a lazy row too, sideways): in this file, or in a view some file places
    /// there. No length is proposed to that content along the axis.
    /// What the view only presents from its own body (a sheet's content) is laid out elsewhere.
    func isAlongScrollAxis(_ index: Int, axis: Axis, type: String?) -> Bool {
        guard !presentedContent.contains(where: { $0.contains(index) }), !movesOnly(index) else { return false }
        guard axis == .vertical else { return isInHorizontalScroll(index, type: type) }
        if verticalScrollRegions.anchor(covering: index) != nil { return true }
        guard let type else { return false }
        return verticalScrollRegions.placedNames.contains(TypeIndex.lastComponent(type))
            || project.verticalScrollPlacers?.placer(of: type, except: model.file.path) != nil
    }

    /// An argument of `.offset(…)` or `.position(…)`: it moves the view by a share of the screen and
    /// sizes nothing along the axis, so what a scroll view proposes along it does not matter.
    private func movesOnly(_ index: Int) -> Bool {
        let file = model.file
        guard let open = model.enclosingOpener(of: index), file.punctuation(open, "("), let name = file.previous(before: open),
              ["offset", "position"].contains(file.text(name)), let dot = file.previous(before: name) else { return false }
        return file.punctuation(dot, ".")
    }

    /// Whether the frame holding `index`, in the SwiftUI view `type`, is inside a padding across: in
    /// this file's own padded views, or in a view some file places in one.
    func isPaddedAcross(_ index: Int, type: String?) -> Bool {
        if paddedRegions.anchor(covering: index) != nil { return true }
        guard let type else { return false }
        return paddedRegions.placedNames.contains(TypeIndex.lastComponent(type))
            || project.paddedPlacers?.placer(of: type, except: model.file.path) != nil
    }

    /// Whether the SwiftUI view `type` is a `UIHostingController`'s root, in this file or another.
    func isHostedByUIKit(type: String?) -> Bool {
        guard let type else { return false }
        return hostedNames.contains(TypeIndex.lastComponent(type))
            || project.hostingPlacers?.placer(of: type, except: model.file.path) != nil
    }

    /// Whether the frame holding `index`, in the SwiftUI view `type`, is then sized by an aspect
    /// ratio: one follows the frame, or a file places the view with one.
    func isAspectSized(_ index: Int, type: String?) -> Bool {
        if AspectSizing.followsFrame(index, in: model) { return true }
        guard let type else { return false }
        return aspectPlacedNames.contains(TypeIndex.lastComponent(type))
            || project.aspectPlacers?.placer(of: type, except: model.file.path) != nil
    }
}
