import Foundation
import Testing
@testable import screenmodCLI

/// A folder that holds another project's licence file is copied code: its files' findings say so and
/// their rewrites become findings; the app's own files, and a folder that is a project of its own, are not.
@Suite("Folders of copied code, by their licence")
struct LicensedFoldersTests {
    private static let layout = "import UIKit\n\nfinal class Feed: UIView {\n    override func layoutSubviews() {\n"
        + "        layer.contentsScale = UIScreen.main.scale\n    }\n}\n"

    private static func app() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(".screenmod", "{}\n")
        try folder.write("LICENSE", "MIT\n")
        try folder.write("Game.xcodeproj/project.pbxproj", "{\n}\n")
        try folder.write("Game/Feed.swift", layout)
        try folder.write("Game/libs/LICENSE_cocos2d.txt", "cocos2d licence\n")
        try folder.write("Game/libs/cocos2d/Director.swift", layout.replacingOccurrences(of: "Feed", with: "Director"))
        // A library's own sample project inside the folder does not make it the app's.
        try folder.write("Game/libs/facebook-sdk/samples/Hello.xcodeproj/project.pbxproj", "{\n}\n")
        try folder.write("Game/libs/cocos2d/Director.m", "@implementation Director\n- (void)layoutSubviews {\n"
                         + "    self.w = [[UIScreen mainScreen] bounds].size.width;\n}\n@end\n")
        try folder.write("Game/Kit/LICENSE.md", "Kit licence\n")
        try folder.write("Game/Kit/Package.swift", "// swift-tools-version:5.9\n")
        try folder.write("Game/Kit/Sources/Tile.swift", layout.replacingOccurrences(of: "Feed", with: "Tile"))
        return folder
    }

    @Test("files below a licence are told they are a copy and not rewritten; the app and a package of its own are rewritten")
    func licenceMarksItsFolder() throws {
        let folder = try Self.app()
        defer { folder.remove() }
        let result = runCLI(["--quiet", "--color", "never", "."], in: folder.path, engine: .builtIn)
        #expect(result.out.contains("Game/Feed.swift"), "\(result.out)")
        #expect(result.out.contains("Game/Kit/Sources/Tile.swift"), "\(result.out)")
        #expect(!result.out.contains("Director.swift"), "\(result.out)")
        let notes = result.err.components(separatedBy: "this file is in `libs/`, which holds another project's licence (`LICENSE_cocos2d.txt`)")
        #expect(notes.count == 3, "\(result.err)")
    }

    @Test("licence file names, never a source file named for one")
    func licenceNames() {
        for name in ["LICENSE", "LICENCE.txt", "License.md", "COPYING", "LICENSE_TouchJSON.txt", "license-mit"] {
            #expect(LicensedFolders.isLicence(name), "\(name)")
        }
        for name in ["License.swift", "LicenseViewController.m", "licensed.txt", "Licenses.plist"] {
            #expect(!LicensedFolders.isLicence(name), "\(name)")
        }
    }
}
