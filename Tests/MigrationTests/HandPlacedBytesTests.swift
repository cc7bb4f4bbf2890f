import Testing
@testable import Migration
import SourceModel

@Suite("Hand-placed controllers: the byte tests before a file is lexed")
struct HandPlacedBytesTests {
    @Test("A view handed as an argument, sized or pinned may be placed; a view that only adds others is not")
    func mayPlace() {
        let placing = ["window.addSubview(menu.view)", "container.insertSubview(child.view, at: 0)", "player.view.frame = box",
                       "sheet.view.snp.makeConstraints { $0.edges.equalToSuperview() }", "vc.view.leadingToSuperview()",
                       "card.view .topAnchor.constraint(equalTo: top)", "menu.view!.bounds = rect"]
        for text in placing {
            #expect(HandPlacedControllers.mayPlace(FileBytes(Array(text.utf8))), "\(text)")
        }
        for text in ["view.addSubview(label)", "view.backgroundColor = .white", "let preview = makeView()"] {
            #expect(!HandPlacedControllers.mayPlace(FileBytes(Array(text.utf8))), "\(text)")
        }
    }

    @Test("A name spelled only in a class's superclass clause is a sibling's, any other spelling counts")
    func superclassClause() {
        let sibling = "import UIKit\n@MainActor final class DetailViewController: BaseViewController, Themed {\n}\n"
        #expect(!HandPlacedControllers.spellsOutsideSuperclassClause(FileBytes(Array(sibling.utf8)), names: ["BaseViewController"]))
        for text in ["let base: BaseViewController = make()", "final class BaseViewController: UIViewController {",
                     "extension BaseViewController {", "class Holder<T: BaseViewController> {"] {
            #expect(HandPlacedControllers.spellsOutsideSuperclassClause(FileBytes(Array(text.utf8)), names: ["BaseViewController"]),
                    "\(text)")
        }
    }

    @Test("Outside a family's own code only a named receiver's view may be the family's; its own code may place its view")
    func memberOnlyAndOwnCode() {
        for text in ["window.addSubview(menu.view)", "player?.view.frame = box", "child!.view.leadingToSuperview()"] {
            #expect(HandPlacedControllers.mayPlace(FileBytes(Array(text.utf8)), memberOnly: true), "\(text)")
        }
        for text in ["view.frame = box", "self.view.frame = box", "addSubview(view)", "self .view.snp.makeConstraints { }"] {
            #expect(!HandPlacedControllers.mayPlace(FileBytes(Array(text.utf8)), memberOnly: true), "\(text)")
        }
        for text in ["final class MenuController: UIViewController {", "extension App.MenuController {", "struct MenuController {"] {
            #expect(HandPlacedControllers.declaresOrExtends(FileBytes(Array(text.utf8)), names: ["MenuController"]), "\(text)")
        }
        for text in ["let menu = MenuController()", "class Detail: MenuController {", "// see MenuController"] {
            #expect(!HandPlacedControllers.declaresOrExtends(FileBytes(Array(text.utf8)), names: ["MenuController"]), "\(text)")
        }
    }
}
