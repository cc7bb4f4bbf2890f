import Foundation
import Testing

/// Cases share a compiler run only when none can reach what another declares (TypeCheckBatch).
@Suite("Type-checking snapshot cases in batches")
struct TypeCheckBatchTests {
    private func names(_ text: String, file: String = "input.swift") -> CaseNames {
        CaseNames(sources: [(file, text)])
    }

    @Test("names declared at file scope and added to types from outside; not locals or own members")
    func declaredNames() {
        let uikit = names("""
            import UIKit
            final class CardView: UIView {
                let inset = 4
                func layout() { let local = 1; _ = local }
            }
            extension CardView { var own: Int { 1 } }
            extension UIScreen { static var width: CGFloat { main.bounds.width } }
            let (first, second) = (1, 2), third = 3
            private func helper() {}
            """)
        #expect(uikit.declared == ["CardView", "width", "first", "second", "third", "helper"])
        let initializer = names("extension UIColor { convenience init(gray: CGFloat) { self.init() } }")
        #expect(initializer.declared == ["UIColor", "init"])
        #expect(names("extension UIView { class var tint: UIColor { .red } }").declared == ["tint"])
        #expect(uikit.spelled.isSuperset(of: ["UIView", "inset", "local", "bounds"]))
        #expect(uikit.imports == ["UIKit"])
        #expect(uikit.alone == nil)
        #expect(!names("let s = \"Hidden\" // Other\n").spelled.contains("Hidden"))
    }

    @Test("what the compiler reaches without a name sends the case to a run of its own")
    func unnamedReaches() {
        let alone = [
            "extension UIView: Identifiable {}",
            "extension CGFloat { subscript(i: Int) -> CGFloat { self } }",
            "extension CGSize { static func + (a: CGSize, b: CGSize) -> CGSize { a } }",
            "func ~= (a: Int, b: Int) -> Bool { true }",
            "typealias FloatLiteralType = Float",
            "extension ViewBuilder { static func buildBlock() -> EmptyView { EmptyView() } }",
        ]
        for text in alone {
            #expect(names(text).alone != nil, "\(text)")
        }
        #expect(CaseNames(sources: [("main.swift", "print(1)\n")]).alone != nil)
        // A conformance added to the case's own type reaches only code that names that type.
        let own = CaseNames(sources: [("A.swift", "final class Sheet: UIView {}\n"),
                                      ("B.swift", "extension Sheet: Equatable {}\n")])
        #expect(own.alone == nil)
    }

    @Test("a case joins a batch only if neither spells what the other declares, and the imports are the same")
    func plan() {
        let cases = [
            names("import UIKit\nfinal class FeedViewController: UIViewController {}\n"),
            names("import UIKit\nfinal class FeedViewController: UIViewController { let v = UIView() }\n"),
            names("import UIKit\nfinal class Banner: UIView { func f() { _ = FeedViewController(); _ = corner } }\n"),
            names("import UIKit\nfinal class Toast: UIView { var radius: CGFloat { corner } }\n"),
            names("import SwiftUI\nstruct Card: View { var body: some View { Text(\"\") } }\n"),
            names("import UIKit\nextension UIView { var corner: CGFloat { 1 } }\nlet v = UIView()\n"),
            names("import UIKit\n@main final class AppDelegate: UIResponder {}\n"),
            names("import UIKit\n@main final class OtherDelegate: UIResponder {}\n"),
        ]
        #expect(TypeCheckBatch.plan(cases) == [[0, 3, 6], [1, 7], [2], [4], [5]])
    }
}
