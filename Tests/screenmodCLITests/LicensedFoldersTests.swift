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

    @Test("an app whose own licence its files repeat is not a copy of itself; another licence in one file is a copy")
    func ownLicenceInEveryFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let apache = "/*\n * Copyright (C) 2009 Transit Team\n * Licensed under the Apache License, Version 2.0\n */\n"
        let mit = "/*\n Copyright (c) 2013 Joan Lluch\n Permission is hereby granted, free of charge, to any person\n*/\n"
        let body = "@implementation NAME\n- (void)go { self.w = [UIScreen mainScreen].bounds.size.width; }\n@end\n"
        try folder.write("LICENSE", "                                 Apache License\n                           Version 2.0, January 2004\n")
        try folder.write("Transit/AppDelegate.m", apache + body.replacingOccurrences(of: "NAME", with: "AppDelegate"))
        try folder.write("Transit/Reveal.m", mit + body.replacingOccurrences(of: "NAME", with: "Reveal"))
        for name in ["Map", "List", "Stop"] { try folder.write("Transit/\(name).swift", "let \(name.lowercased()) = 1\n") }
        #expect(LicensedFolders.licence(ofProjectAt: folder.path) == "Apache")
        let json = runCLI(["--format", "json", "--quiet", "."], in: folder.path, engine: .builtIn).out
        let files = try #require(parseJSON(json)?["files"] as? [[String: Any]])
        func suggestions(_ suffix: String) -> [String] {
            files.filter { ($0["path"] as? String)?.hasSuffix(suffix) == true }
                .flatMap { ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["suggestion"] as? String } }
        }
        #expect(!suggestions("AppDelegate.m").isEmpty && suggestions("AppDelegate.m").allSatisfy { !$0.contains("copied code") })
        #expect(suggestions("Reveal.m").contains { $0.contains("grants the MIT licence (© Joan Lluch)") }, "\(suggestions("Reveal.m"))")
    }

    @Test("a pod copied into the app (a podspec, a licence of another holder) is copied code; the repository's own pod is not")
    func copiedPods() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let body = "@implementation NAME\n- (void)go { self.w = [UIScreen mainScreen].bounds.size.width; }\n@end\n"
        try folder.write("LICENSE", "Copyright (c) 2022 Agora Team\n\nPermission is hereby granted, free of charge, to any person\n")
        try folder.write("Demo/Demo.xcodeproj/project.pbxproj", "{\n}\n")
        try folder.write("Demo/Demo/Home.m", body.replacingOccurrences(of: "NAME", with: "Home"))
        // Another author's player, copied with its podspec and the link CocoaPods' template leaves.
        try folder.write("libs/Player/LICENSE.md", "MIT License\n\nCopyright (c) 2017 changsanjiang\n")
        try folder.write("libs/Player/Player.podspec", "Pod::Spec.new do |s|\nend\n")
        try folder.write("libs/Player/_Pods.xcodeproj/project.pbxproj", "{\n}\n")
        try folder.write("libs/Player/Player/Popup.m", "//\n//  Popup.m\n//  Pods\n//\n" + body.replacingOccurrences(of: "NAME", with: "Popup"))
        // The repository's own pod, under the repository's own holder.
        try folder.write("Link/LICENSE", "Copyright (c) 2022 Agora Team\n")
        try folder.write("Link/Link.podspec", "Pod::Spec.new do |s|\nend\n")
        try folder.write("Link/Source/Client.m", body.replacingOccurrences(of: "NAME", with: "Client"))
        let json = runCLI(["--format", "json", "--quiet", "."], in: folder.path, engine: .builtIn).out
        let files = try #require(parseJSON(json)?["files"] as? [[String: Any]])
        func needs(_ suffix: String) -> [String] {
            files.filter { ($0["path"] as? String)?.hasSuffix(suffix) == true }
                .flatMap { ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["need"] as? String } }
        }
        #expect(needs("Popup.m") == ["copied-code"], "\(needs("Popup.m"))")
        #expect(!needs("Client.m").isEmpty && !needs("Client.m").contains("copied-code"), "\(needs("Client.m"))")
        #expect(!needs("Home.m").isEmpty && !needs("Home.m").contains("copied-code"), "\(needs("Home.m"))")
    }
}

