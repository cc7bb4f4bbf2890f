import Testing
import Foundation
@testable import Migration
import SourceModel
import SwiftLexer

/// Which stored properties and globals nothing in the project reads.
@Suite("Unread properties")
struct UnreadPropertiesTests {
    private static func unread(_ swift: String, other: [(String, String)] = []) -> Set<String> {
        let model = SourceModel(text: swift, path: "Screen.swift")
        let others = other.map { ProjectFile(path: $0.0, bytes: FileBytes(Array($0.1.utf8))) }
        return UnreadProperties(seeds: [model], others: others).names
    }

    @Test("a global or a class's property named nowhere else is unread; a read anywhere, a key path or an Objective-C use is a read")
    func namedNowhereElse() {
        let swift = """
            import UIKit
            let screenSize = UIScreen.main.bounds.size
            let screenRect = CGRect(origin: .zero, size: screenSize)
            final class Sheet: UIViewController {
                @objc let sheetWidth = UIScreen.main.bounds.width
                let sheetHeight = UIScreen.main.bounds.height
                let inset = UIScreen.main.bounds.width / 10
                var keyed: AnyKeyPath { \\Sheet.inset }
            }
            """
        #expect(Self.unread(swift) == ["screenRect", "sheetWidth", "sheetHeight"])
        #expect(Self.unread(swift, other: [("Sheet.m", "CGFloat w = sheet.sheetWidth;"), ("Other.swift", "print(screenRect)")])
            == ["sheetHeight"])
        let keyed = swift.replacingOccurrences(of: "var keyed", with: "var byKey: Any? { value(forKey: \"sheetHeight\") }\n    var keyed")
        #expect(Self.unread(keyed) == ["screenRect", "sheetWidth"])
    }

    @Test("a property read only in code commented out is unread: a comment reads nothing, a string may")
    func commentsReadNothing() {
        let swift = """
            import UIKit
            final class CalcViewController: UIViewController {
                let screen = UIScreen.main.bounds
                let other = UIScreen.main.bounds
                /* func showMenu() {
                    let x = screen.width * 0.8
                } */
                // other.width was the menu's width
                var keyed: Any? { value(forKey: "other") }
            }
            """
        #expect(Self.unread(swift) == ["screen"])
    }

    @Test("a namespace's static is read by its qualified name anywhere, or bare or through Self in its own type; another value's member of that name is no read")
    func qualifiedStatics() {
        let swift = """
            import UIKit
            struct ScreenSize {
                static let width = UIScreen.main.bounds.width
                static let height = UIScreen.main.bounds.height
                static let scale = UIScreen.main.scale
                static let side = UIScreen.main.bounds.width
                static var half: CGFloat { Self.side / 2 }
            }
            final class Banner: UIView {
                func place() { frame.size.width = ScreenSize.width; print(frame.height, layer.contentsScale) }
            }
            """
        let statics = { (other: [(String, String)]) in
            UnreadProperties(seeds: [SourceModel(text: swift, path: "Screen.swift")],
                             others: other.map { ProjectFile(path: $0.0, bytes: FileBytes(Array($0.1.utf8))) }).statics.keys
        }
        #expect(statics([]) == ["ScreenSize.height", "ScreenSize.scale"])
        #expect(statics([("Other.swift", "let s = ScreenSize.scale")]) == ["ScreenSize.height"])
        #expect(statics([("Other.swift", "extension ScreenSize { static var all: CGFloat { height } }")]).isEmpty)
    }

    @Test("a static that only other unread statics read is unread, through a namespace that reads no screen itself")
    func chainOfStatics() {
        func unread(_ reader: String) -> UnreadStatics {
            let swift = """
                import UIKit
                struct Screen {
                    static let width = UIScreen.main.bounds.width
                    static let longest = max(Screen.width, 1)
                }
                struct Device {
                    static let isSmall = Screen.longest < 568
                }
                \(reader)
                """
            return UnreadProperties(seeds: [SourceModel(text: swift, path: "Screen.swift")], others: []).statics
        }
        let nobody = unread("")
        #expect(nobody.keys == ["Screen.width", "Screen.longest", "Device.isSmall"])
        #expect(nobody.readers["Screen.width"] == ["Screen.longest"])
        // One read of the end of the chain keeps every link.
        #expect(unread("let compact = Device.isSmall").keys.isEmpty)
    }

    @Test("public, open, overriding, wrapped and struct properties, and statics of a type that adopts a protocol, are never called unread")
    func othersMayReadThem() {
        let swift = """
            import SwiftUI
            public let publicWidth = UIScreen.main.bounds.width
            open class Base: UIView { open var openWidth = UIScreen.main.bounds.width }
            final class Panel: UIView { @Published var wrapped = UIScreen.main.bounds.width }
            struct Style { let width = UIScreen.main.bounds.width }
            enum Metrics: EnvironmentKey { static let defaultValue = UIScreen.main.bounds.width }
            struct Sizes {}
            extension Sizes: Codable { static let side = UIScreen.main.bounds.width }
            """
        #expect(Self.unread(swift).isEmpty)
        // A namespace that adopts nothing: no requirement or synthesized conformance reads its statics.
        #expect(Self.unread("import UIKit\nenum Metrics { static let side = UIScreen.main.bounds.width }") == ["side"])
    }
}
