import Testing
@testable import screenmodCLI

/// A helper's finding leads with deleting it only where nothing in the project names it.
@Suite("Uncalled helpers")
struct UncalledHelperTests {
    private static let claim = "nothing in the scanned files names it but its declaration"

    private func findings(_ files: [String: String]) throws -> String {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (path, text) in files { try folder.write(path, text) }
        return runCLI(["."], in: folder.path, engine: .builtIn).err
    }

    @Test("a global nothing names is told to be deleted first: a computed one as an uncalled helper, a stored one as an unused value")
    func globalNothingNames() throws {
        let computed = try findings(["Metrics.swift": "import UIKit\nvar kScreenWidth: CGFloat { UIScreen.main.bounds.width }\n"])
        #expect(computed.contains(Self.claim))
        #expect(computed.contains("suggestion: if nothing calls it, delete it; otherwise "))
        let stored = try findings(["Metrics.swift": "import UIKit\nlet kScreenWidth = UIScreen.main.bounds.width\n"])
        #expect(stored.contains("[unused-value]"))
        #expect(stored.contains("suggestion: delete the line and what it feeds"))
        #expect(!stored.contains(Self.claim))
    }

    @Test("a static member read bare inside its own type, or a name in another file's comment, is not uncalled")
    func spelledElsewhere() throws {
        let own = try findings(["Device.swift": """
            import UIKit
            enum Device {
                static var screenWidth: CGFloat { UIScreen.main.bounds.width }
                static var ratio: CGFloat { screenWidth / 360 }
            }
            """])
        #expect(!own.contains(Self.claim))
        let comment = try findings([
            "Metrics.swift": "import UIKit\nlet kScreenWidth = UIScreen.main.bounds.width\n",
            "Other.swift": "// kScreenWidth is read in the old layout code\nlet x = 1\n",
        ])
        #expect(!comment.contains(Self.claim))
    }

    @Test("a helper called only from a test keeps its usual advice")
    func calledFromTest() throws {
        let err = try findings([
            "Metrics.swift": "import UIKit\nlet kScreenWidth = UIScreen.main.bounds.width\n",
            "MetricsTests.swift": "import XCTest\nfinal class MetricsTests: XCTestCase {\n    func testWidth() { XCTAssert(kScreenWidth > 0) }\n}\n",
        ])
        #expect(!err.contains(Self.claim))
    }
}
