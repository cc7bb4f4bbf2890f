import Testing
@testable import Migration

@Suite("Findings: a compositional layout section built without its environment")
struct SectionBuilderTests {
    @Test("A plain type building a section from the screen is told to take the provider's environment")
    func sectionFactory() {
        let project = TestProject("""
            import UIKit
            final class FeedLayouts {
                func section(at index: Int) -> NSCollectionLayoutSection {
                    let inset = UIScreen.main.bounds.width * 0.05
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80)))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets = .init(top: 0, leading: inset, bottom: 0, trailing: inset)
                    return section
                }
            }
            """)
        let finding = project.findings().first ?? ""
        #expect(finding.contains("builds a compositional layout section (`NSCollectionLayoutSection` on line 3)"), "\(finding)")
        #expect(project.suggestions().first?.contains("environment.container.effectiveContentSize.width") == true)
    }

    @Test("A plain type that builds no section keeps the general advice")
    func otherHelper() {
        let project = TestProject("""
            import UIKit
            final class Metrics {
                func inset() -> CGFloat { UIScreen.main.bounds.width * 0.05 }
            }
            """)
        #expect(!project.findings().contains { $0.contains("compositional layout section") }, "\(project.findings())")
    }
}
