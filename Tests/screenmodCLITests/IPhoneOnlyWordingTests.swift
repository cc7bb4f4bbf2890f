import Foundation
import Testing
@testable import screenmodCLI

/// A run words the findings of an iPhone-only app without the iPad's causes.
@Suite("iPhone-only wording in a run")
struct IPhoneOnlyWordingTests {
    /// A project file whose one app target builds for `family`.
    private static func project(family: String) -> String {
        "\t\tABC /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
            + "\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.app;\n\t\t\t\tTARGETED_DEVICE_FAMILY = \(family);\n\t\t\t};\n\t\t};\n"
    }

    @Test("the same Objective-C read names Split View in a universal app and not in an iPhone-only one")
    func wordedByTheProjectsFamily() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let code = "@implementation CardView\n- (void)layoutSubviews {\n    self.card.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 80);\n}\n@end\n"
        for (app, family) in [("Phone", "1"), ("Both", "\"1,2\"")] {
            try folder.write("\(app)/\(app).xcodeproj/project.pbxproj", Self.project(family: family))
            try folder.write("\(app)/Card.m", code)
        }
        let json = try #require(parseJSON(runCLI(["--format", "json", "."], in: folder.path, engine: .builtIn).out))
        let files = try #require(json["files"] as? [[String: Any]])
        func message(_ app: String) -> String {
            let file = files.first { ($0["path"] as? String)?.contains("\(app)/Card.m") == true }
            return ((file?["findings"] as? [[String: Any]])?.first?["message"] as? String) ?? ""
        }
        #expect(message("Phone").contains("they differ in iPhone Mirroring and on iPhone Duo"), "\(message("Phone"))")
        #expect(message("Both").contains("they differ in Split View, Stage Manager, iPhone Mirroring and on iPhone Duo"), "\(message("Both"))")
    }

    @Test("explain words a Swift finding of an iPhone-only app as the run does")
    func explainAgrees() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Phone/Phone.xcodeproj/project.pbxproj", Self.project(family: "1"))
        try folder.write("Phone/Card.swift", """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    Color.red.frame(width: UIScreen.main.bounds.width / 3)
                }
            }
            """)
        let run = runCLI(["Phone"], in: folder.path, engine: .builtIn).err
        let explained = runCLI(["explain", "Phone/Card.swift:4"], in: folder.path, engine: .builtIn).out
        #expect(!run.contains("Split View") && run.contains("iPhone Mirroring"), "\(run)")
        #expect(!explained.contains("Split View") && explained.contains("iPhone Mirroring"), "\(explained)")
    }
}

