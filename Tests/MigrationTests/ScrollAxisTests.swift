import Testing
@testable import Migration

/// A length a ScrollView proposes none of: advice that would wrap the content in a GeometryReader
/// names where that length is instead.
@Suite("Scroll axes")
struct ScrollAxisTests {
    private let feed = """
        import SwiftUI
        struct Feed: View {
            var body: some View {
                ScrollView {
                    Color.red.frame(height: UIScreen.main.bounds.height / 3)
                    Color.blue.frame(width: UIScreen.main.bounds.width - 40)
                }
                ScrollView(.horizontal, showsIndicators: false) {
                    Color.green.frame(width: UIScreen.main.bounds.width * 0.7, height: 200)
                }
            }
        }
        """

    @Test("Only the length along the scroll view's own axis is told it is not proposed")
    func alongTheAxisOnly() {
        let findings = TestProject(feed, minIOS: 15).results()["Input.swift"]?.findings ?? []
        let told = findings.map { $0.suggestion.hasPrefix("inside a scroll view or list that scrolls") }
        #expect(told == [true, false, true], "\(findings.map(\.suggestion))")
        #expect(findings.first?.suggestion.contains("containerRelativeFrame") == false)
    }

    @Test("An offset or a position along the axis moves a view and sizes nothing: it is not told the scroll view proposes no length")
    func offsetsMoveOnly() {
        let moved = """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    ScrollView {
                        Text("Title").offset(y: UIScreen.main.bounds.height * 0.09)
                        Color.red.frame(height: UIScreen.main.bounds.height / 3)
                    }
                }
            }
            """
        let findings = TestProject(moved, minIOS: 17).results()["Input.swift"]?.findings ?? []
        #expect(findings.map(\.ruleID) == ["bounds-swiftui", "bounds-swiftui-scroll-axis"], "\(findings.map(\.ruleID))")
    }

    @Test("containerRelativeFrame is offered only where the deployment target has it")
    func relativeFrameFromIOS17() {
        let findings = TestProject(feed, minIOS: 17).results()["Input.swift"]?.findings ?? []
        let vertical = findings.first { $0.line == 5 }
        #expect(vertical?.suggestion.contains("containerRelativeFrame(.vertical)") == true, "\(String(describing: vertical))")
    }
}

/// A length read along the axis of a scroll view or list around the view is the window's; what a
/// body only presents from there (a sheet, a navigation destination, an overlay) is not in it.
@Suite("Lengths along a scroll axis")
struct AlongScrollAxisTests {
    private func rules(_ files: [(String, String)]) -> [String: [String]] {
        TestProject(files, minIOS: 17).results().mapValues { $0.findings.map(\.ruleID) }
    }

    @Test("a row of a List in another file is along the axis; the destination its NavigationLink pushes and a sheet's content are not")
    func destinationsAreNotInTheList() {
        let list = ("Feed.swift", """
            import SwiftUI
            struct Feed: View {
                @State private var editing = false
                let names: [String]
                var body: some View {
                    List(names, id: \\.self) { name in
                        NavigationLink(destination: Detail(name: name)) { Row(name: name) }
                    }
                    .sheet(isPresented: $editing) { Editor() }
                }
            }
            """)
        func view(_ name: String, _ parameters: String = "") -> (String, String) {
            ("\(name).swift", """
            import SwiftUI
            struct \(name): View {
                \(parameters)
                var body: some View {
                    Color.gray.frame(height: UIScreen.main.bounds.height / 3)
                }
            }
            """)
        }
        let found = rules([list, view("Row", "let name: String"), view("Detail", "let name: String"), view("Editor")])
        #expect(found["Row.swift"] == ["bounds-swiftui-scroll-axis"], "\(found)")
        #expect(found["Detail.swift"] == ["bounds-swiftui"], "\(found)")
        #expect(found["Editor.swift"] == ["bounds-swiftui"], "\(found)")
    }

    @Test("a label passed in a NavigationLink's parentheses is in the list; a cover the placed view presents from its own body is not")
    func labelsInParenthesesAndOwnCovers() {
        let list = ("Feed.swift", """
            import SwiftUI
            struct Feed: View {
                let names: [String]
                var body: some View {
                    ScrollView {
                        ForEach(names, id: \\.self) { name in
                            NavigationLink(destination: Text(name), label: {
                                Color.gray.frame(height: UIScreen.main.bounds.height / 4)
                            })
                            Message(name: name)
                        }
                    }
                }
            }
            """)
        let message = ("Message.swift", """
            import SwiftUI
            struct Message: View {
                let name: String
                @State private var zoomed = false
                var body: some View {
                    Text(name)
                        .fullScreenCover(isPresented: $zoomed) {
                            Color.black.frame(height: UIScreen.main.bounds.height / 2)
                        }
                }
            }
            """)
        let found = rules([list, message])
        #expect(found["Feed.swift"] == ["bounds-swiftui-scroll-axis"], "\(found)")
        #expect(found["Message.swift"] == ["bounds-swiftui"], "\(found)")
    }
}

/// A list's height read from the screen: the finding names the scrolling axis only where the file
/// shows it (a table view, a layout set to `.vertical`); a layout set elsewhere is said to be unknown.
@Suite("List scroll axes")
struct ListScrollAxisTests {
    private func message(_ body: String) -> String {
        let source = """
            import UIKit
            final class TagsController: UIViewController, UICollectionViewDelegateFlowLayout, UITableViewDelegate {
            \(body)
            }
            """
        return TestProject(source).results()["Input.swift"]?.findings.first?.message ?? ""
    }

    private let itemSize = """
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: 80, height: UIScreen.main.bounds.height * 0.04)
        }
        """

    @Test("a collection view whose layout this file does not set: the axis is not claimed")
    func unknownDirection() {
        let told = message(itemSize)
        #expect(told.contains("which way the list scrolls is not set in this file"), "\(told)")
        #expect(!told.contains("the list scrolls along this length"), "\(told)")
    }

    @Test("a layout the file sets to vertical, and a table view, scroll along the height")
    func knownVertical() {
        let vertical = message(itemSize + "\nfunc setUp(_ layout: UICollectionViewFlowLayout) { layout.scrollDirection = .vertical }")
        #expect(vertical.contains("the list scrolls along this length"), "\(vertical)")
        let table = message("""
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                UIScreen.main.bounds.height / 5
            }
            """)
        #expect(table.contains("the list scrolls along this length"), "\(table)")
    }

    @Test("the whole size held in a local and only its width read is across a vertical list, not its height")
    func sizeHeldInALocal() {
        let told = message("""
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                let maxSize = UIScreen.main.bounds.size
                let itemWidth: CGFloat = maxSize.width * 0.48
                return CGSize(width: itemWidth, height: 264)
            }
            """)
        #expect(!told.contains("reads the screen's height"), "\(told)")
        let height = message("""
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                let maxSize = UIScreen.main.bounds.size
                return CGSize(width: 80, height: maxSize.height * 0.1)
            }
            """)
        #expect(height.contains("which way the list scrolls is not set in this file"), "\(height)")
    }
}
