import SourceModel

/// Code outside any view that builds a compositional layout's section (`NSCollectionLayoutSection`,
/// `…Group`, `…Item` made in the same member): the length it reads of the screen is the list's,
/// which the section provider's `NSCollectionLayoutEnvironment` measures, and the code is not
/// handed that environment (a provider that drops it: `{ index, _ in builder.section(at: index) }`).
struct SectionBuilder {
    /// The first token of the member that names a layout section type.
    let builds: Int
    static let words = ["NSCollectionLayoutSection", "NSCollectionLayoutGroup", "NSCollectionLayoutItem"]

    init?(facts: SiteFacts) {
        guard facts.roles.reads.isBounds, let member = facts.context.member else { return nil }
        let range = facts.analysis.model.scopes[member].range
        guard let first = facts.analysis.layoutSectionTokens.first(where: range.contains) else { return nil }
        builds = first
    }

    func reason(in file: SyntaxFile) -> String {
        "this code builds a compositional layout section (`\(file.text(builds))` on line \(file.location(builds).line)) and "
            + "is not handed the section provider's layout environment, which measures the list the section is for"
    }

    let suggestion = "have the section provider pass its environment in (its second parameter, `{ index, environment in "
        + "… }`) and read `environment.container.effectiveContentSize.width` here, the list's width each time it lays out; "
        + "the main screen's is the list's only where the list spans the screen"
}
