import Testing
import SwiftLexer
import SourceModel
import RuleLanguage
@testable import Migration

/// Findings in a folder that holds a copy of another project's code say that the work is on the
/// library, not the copy; the same code elsewhere says nothing of the kind.
@Suite("Vendored code")
struct VendoredCodeTests {
    static let code = """
    import UIKit
    final class ToastLayout {
        func maxWidth() -> CGFloat { UIScreen.main.bounds.width * 0.8 }
    }

    """

    @Test("a finding in Vendor/ names the folder and the library; one in app code does not")
    func vendoredFindingsSaySo() throws {
        let engine = MigrationEngine(ruleSet: RuleSet.load(RuleSet.builtinFiles).0!, settings: MigrationSettings())
        let paths = ["App/Vendor/Toasts/ToastLayout.swift", "App/Sources/ToastLayout.swift"]
        let project = MigrationProject(files: paths.map { ProjectFile(path: $0, bytes: Array(Self.code.utf8)) }, engine: engine)
        let vendored = project.migrate(path: paths[0], source: SourceText(bytes: Array(Self.code.utf8))).findings
        let own = project.migrate(path: paths[1], source: SourceText(bytes: Array(Self.code.utf8))).findings
        #expect(!vendored.isEmpty && vendored.count == own.count)
        #expect(vendored.allSatisfy { $0.suggestion.contains("this file is in `Vendor/`") })
        #expect(own.allSatisfy { !$0.suggestion.contains("a copy of another project's code") })
    }

    @Test("a rewrite proven in Vendor/ is told, not made, and a suggested fix there is withdrawn")
    func vendoredCopiesAreNotEdited() throws {
        let code = """
        import UIKit
        final class Hairline: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                layer.borderWidth = 1 / UIScreen.main.scale
                frame.size.width = UIScreen.main.bounds.width
            }
        }

        """
        let engine = MigrationEngine(ruleSet: RuleSet.load(RuleSet.builtinFiles).0!,
                                     settings: MigrationSettings(minIOS: 17))
        let paths = ["App/Vendor/Lines/Hairline.swift", "App/Sources/Hairline.swift"]
        let project = MigrationProject(files: paths.map { ProjectFile(path: $0, bytes: Array(code.utf8)) }, engine: engine)
        let vendored = project.migrate(path: paths[0], source: SourceText(bytes: Array(code.utf8)))
        let own = project.migrate(path: paths[1], source: SourceText(bytes: Array(code.utf8)))
        let rewritten = try #require(own.edits.first { $0.line == 5 })
        #expect(vendored.edits.isEmpty)
        #expect(vendored.findings.allSatisfy { $0.fix == nil && $0.suggestion.contains("this file is in `Vendor/`") })
        let told = try #require(vendored.findings.first { $0.line == 5 })
        #expect(told.ruleID == rewritten.ruleID && told.suggestion.contains("`\(rewritten.replacement)`"))
        #expect(vendored.findings.count == own.findings.count + own.edits.filter { !$0.range.isEmpty }.count)
    }

    @Test("vendored folders are matched by name, whatever their case; a file named like one is not")
    func folderNames() {
        #expect(VendoredCode.folder(of: "Lib/3rdPartyFrameworks/SDK/Ad.m") == "3rdPartyFrameworks")
        #expect(VendoredCode.folder(of: "ThirdParty/Charts/Chart.swift") == "ThirdParty")
        #expect(VendoredCode.folder(of: "App/Party/TZImagePickerController/TZImageCropManager.m") == "Party")
        #expect(VendoredCode.folder(of: "App/Third Party/Toast/Toast.swift") == "Third Party")
        #expect(VendoredCode.folder(of: "App/Party.swift") == nil)
        #expect(VendoredCode.folder(of: "Sources/Vendor.swift") == nil)
        #expect(VendoredCode.folder(of: "DTFUtility.framework/Headers/APBUtils.h") == "DTFUtility.framework")
        #expect(VendoredCode.folder(of: "App/Framework/Helpers.swift") == nil)
        #expect(VendoredCode.folder(of: "Sources/Views/Card.swift") == nil)
    }

    @Test("a folder named exactly for a library apps copy is that library's copy; the same word in another spelling or a file name is not")
    func libraryFolderNames() {
        #expect(VendoredCode.folder(of: "Demo/Lib/SDWebImage/UIImage+GIF.m") == "SDWebImage")
        #expect(VendoredCode.folder(of: "App/Classes/MJPhotoBrowser/MJPhotoBrowser.m") == "MJPhotoBrowser")
        #expect(VendoredCode.folder(of: "App/Networking/AFNetworkingClient.swift") == nil)
        #expect(VendoredCode.folder(of: "App/sdwebimage/Cache.m") == nil)
        #expect(VendoredCode.folder(of: "App/Views/Masonry.swift") == nil)
    }

    @Test("a file made in the app's own project that names a project it follows is the app's adaptation, not a copy")
    func adaptationNamesItsSource() {
        let body = "\nimport UIKit\nfinal class Crop {\n    func side() -> CGFloat { UIScreen.main.bounds.width }\n}\n"
        func header(_ name: String, _ project: String, _ more: String = "") -> String {
            "//\n//  \(name)\n//  \(project)\n//\n//  Created by Someone on 3/23/22.\n\(more)//\n" + body
        }
        let files = [("App/Crop.swift", header("Crop.swift", "Dash", "//  Reference: https://github.com/someone/Cropper\n")),
                     ("App/Cropper.swift", header("Cropper.swift", "Cropper", "//  https://github.com/someone/Cropper\n")),
                     ("App/Feed.swift", header("Feed.swift", "Dash")), ("App/Home.swift", header("Home.swift", "Dash")),
                     ("App/Cart.swift", header("Cart.swift", "Dash"))]
            .map { ProjectFile(path: $0.0, bytes: Array($0.1.utf8)) }
        #expect(CopiedLibraries(candidates: files, all: files).byPath == ["App/Cropper.swift": .named("Cropper")])
        // A copied library with more files than the app, each naming its project and its address, stays a copy.
        let library = (1...6).map { ("Charts/Chart\($0).swift", header("Chart\($0).swift", "Charts", "//  https://github.com/someone/ios-charts\n")) }
        // Three app files and four with no Xcode header: the library's six lines outnumber the app's three.
        let app = (1...3).map { ("App/Screen\($0).swift", header("Screen\($0).swift", "Shop")) }
            + (1...4).map { ("App/Plain\($0).swift", body) }
        let mixed = (library + app).map { ProjectFile(path: $0.0, bytes: Array($0.1.utf8)) }
        #expect(CopiedLibraries(candidates: mixed, all: mixed).byPath["Charts/Chart1.swift"] == .named("ios-charts"))
    }

    @Test("a file whose opening comment names another project is a copy of it, unless most files name that project")
    func copiedByHeader() {
        let body = "\nimport UIKit\nfinal class ToastLayout {\n    func maxWidth() -> CGFloat { UIScreen.main.bounds.width * 0.8 }\n}\n"
        let kit = "//\n//  Toast.swift\n//  Toasts, https://github.com/someone/Toasts\n//\n" + body
        let device = "//===---===//\n// This source file is part of the DeviceInfo open source project\n//===---===//\n" + body
        let own = "//\n//  Card.swift\n//  Shop, https://github.com/shop/Shop\n//\n" + body
        let request = "//\n//  ASIDialog.m\n//  Part of ASIRequest -> http://example.com/ASIRequest\n//\n" + body
        let plain = "//\n//  Home.swift\n//  Created by someone.\n//\n" + body
        let files = [("A/Toast.swift", kit), ("A/Device.swift", device), ("A/Card.swift", own), ("A/Card2.swift", own),
                     ("A/Card3.swift", own), ("A/Card4.swift", own), ("A/Home.swift", plain), ("A/ASIDialog.swift", request)].map { ProjectFile(path: $0.0, bytes: Array($0.1.utf8)) }
        let copied = CopiedLibraries(candidates: files, all: files).byPath
        #expect(copied == ["A/Toast.swift": .named("Toasts"), "A/Device.swift": .named("DeviceInfo"), "A/ASIDialog.swift": .named("ASIRequest")])
        // "part of" without an address or the words "open source project" names nothing.
        #expect(CopiedLibraries.library(namedIn: FileBytes(Array("// Part of the checkout flow\n// Part of Shop now\n".utf8))) == nil)
        #expect(CopiedLibraries.library(namedIn: FileBytes(Array(("import UIKit // https://github.com/a/B\n" + body).utf8))) == nil)
        let engine = MigrationEngine(ruleSet: RuleSet.load(RuleSet.builtinFiles).0!, settings: MigrationSettings())
        let project = MigrationProject(files: files, engine: engine)
        let findings = project.migrate(path: "A/Toast.swift", source: SourceText(bytes: Array(kit.utf8))).findings
        #expect(!findings.isEmpty && findings.allSatisfy { $0.suggestion.contains("this file is a copy of `Toasts`") })
        let ownFindings = project.migrate(path: "A/Card.swift", source: SourceText(bytes: Array(own.utf8))).findings
        #expect(!ownFindings.isEmpty && ownFindings.allSatisfy { !$0.suggestion.contains("a copy of") })
    }

    @Test("a file whose opening comment grants an open-source licence is a copy, unless most files do or it names the app's project")
    func copiedByLicence() {
        let body = "\nimport UIKit\nfinal class Reveal {\n    func width() -> CGFloat { UIScreen.main.bounds.width * 0.8 }\n}\n"
        let mit = "/*\n Copyright (c) 2013 Joan Lluch <joan@example.com>\n\n Permission is hereby granted, free of charge, to any "
            + "person obtaining a copy\n*/\n" + body
        func own(_ name: String, licensed: Bool = false) -> String {
            "//\n//  \(name)\n//  Shop\n//\n" + (licensed ? "//  Permission is hereby granted, free of charge, to any person\n" : "") + body
        }
        let files = [("A/Reveal.swift", mit), ("A/Card.swift", own("Card.swift")), ("A/List.swift", own("List.swift")),
                     ("A/Home.swift", own("Home.swift", licensed: true)), ("A/Feed.swift", own("Feed.swift"))].map { ProjectFile(path: $0.0, bytes: Array($0.1.utf8)) }
        let copied = CopiedLibraries(candidates: files, all: files).byPath
        #expect(copied == ["A/Reveal.swift": .licensed("MIT licence (© Joan Lluch)")], "\(copied)")
        // A project whose own licence file grants the same licence wrote the file under it.
        #expect(CopiedLibraries(candidates: files, all: files, ownLicence: "MIT").byPath.isEmpty)
        #expect(CopiedLibraries(candidates: files, all: files, ownLicence: "Apache").byPath.count == 1)
        // An app that licenses most of its files is no copy of itself.
        let licensedApp = files + ["B.swift", "C.swift"].map { ProjectFile(path: "A/\($0)", bytes: Array(mit.utf8)) }
        #expect(CopiedLibraries(candidates: licensedApp, all: licensedApp).byPath.isEmpty)
        let engine = MigrationEngine(ruleSet: RuleSet.load(RuleSet.builtinFiles).0!, settings: MigrationSettings())
        let project = MigrationProject(files: files, engine: engine)
        let findings = project.migrate(path: "A/Reveal.swift", source: SourceText(bytes: Array(mit.utf8))).findings
        #expect(!findings.isEmpty && findings.allSatisfy { $0.suggestion.contains("grants the MIT licence (© Joan Lluch) of the project") })
    }

    @Test("Apple's sample code licence marks a copied sample (UIImage+ImageEffects) as another project's code")
    func appleSampleCode() {
        let sample = "/*\n     File: UIImage+ImageEffects.m\n  Version: 1.0\n\n Disclaimer: IMPORTANT:  This Apple software is supplied "
            + "to you by Apple\n Inc. (\"Apple\") in consideration of your agreement\n\n Copyright (C) 2013 Apple Inc. All Rights Reserved.\n*/\n"
            + "#import <UIKit/UIKit.h>\n@implementation UIImage (ImageEffects)\n- (UIImage *)blurred {\n"
            + "    UIGraphicsBeginImageContextWithOptions(self.size, NO, [[UIScreen mainScreen] scale]);\n    return nil;\n}\n@end\n"
        func own(_ name: String) -> String { "//\n//  \(name)\n//  Shop\n//\nimport UIKit\n" }
        let files = [("A/UIImage+ImageEffects.m", sample), ("A/Card.swift", own("Card.swift")), ("A/List.swift", own("List.swift")),
                     ("A/Home.swift", own("Home.swift"))].map { ProjectFile(path: $0.0, bytes: Array($0.1.utf8)) }
        let copied = CopiedLibraries(candidates: files, all: files).byPath
        #expect(copied == ["A/UIImage+ImageEffects.m": .licensed("Apple sample code licence (© Apple Inc)")], "\(copied)")
    }

    @Test("`Pods`, the header line of files made in a CocoaPods library, is never the app's own project")
    func podsIsNoHomeProject() {
        let body = "\nimport UIKit\nfinal class Popup {\n    func width() -> CGFloat { UIScreen.main.bounds.width * 0.8 }\n}\n"
        func header(_ name: String, _ project: String) -> String { "//\n//  \(name)\n//  \(project)\n//\n" + body }
        let files = [("App/Home.swift", header("Home.swift", "Pods")), ("App/List.swift", header("List.swift", "Pods")),
                     ("App/ThirdParty/Player/Popup.swift", header("Popup.swift", "Pods"))]
            .map { ProjectFile(path: $0.0, bytes: Array($0.1.utf8)) }
        let engine = MigrationEngine(ruleSet: RuleSet.load(RuleSet.builtinFiles).0!, settings: MigrationSettings())
        #expect(!MigrationProject(files: files, engine: engine).isOwnCodeInVendoredFolder("App/ThirdParty/Player/Popup.swift"))
    }

    @Test("a file in a vendored folder whose Xcode header names the app's own project is the app's code")
    func ownCodeBesideALibraryCopy() {
        let body = "\nimport UIKit\nfinal class ToastLayout {\n    func maxWidth() -> CGFloat { UIScreen.main.bounds.width * 0.8 }\n}\n"
        func header(_ name: String, _ project: String) -> String { "//\n//  \(name)\n//  \(project)\n//\n//  Created by someone.\n//\n" + body }
        let files = [("App/Home.swift", header("Home.swift", "Player App")), ("App/List.swift", header("List.swift", "Player App")),
                     ("App/ThirdParty/Player/CustomPlayer.swift", header("CustomPlayer.swift", "Player App")),
                     ("App/ThirdParty/Player/Player.swift", header("Player.swift", "Pods"))]
            .map { ProjectFile(path: $0.0, bytes: Array($0.1.utf8)) }
        let engine = MigrationEngine(ruleSet: RuleSet.load(RuleSet.builtinFiles).0!, settings: MigrationSettings())
        let project = MigrationProject(files: files, engine: engine)
        func suggestions(_ file: ProjectFile) -> [String] {
            project.migrate(path: file.path, source: SourceText(bytes: file.bytes.array)).findings.map(\.suggestion)
        }
        #expect(project.isOwnCodeInVendoredFolder("App/ThirdParty/Player/CustomPlayer.swift"))
        let own = suggestions(files[2]), copied = suggestions(files[3])
        #expect(!own.isEmpty && own.allSatisfy { !$0.contains("a copy of another project's code") })
        #expect(!copied.isEmpty && copied.allSatisfy { $0.contains("this file is in `ThirdParty/`") })
    }
}
