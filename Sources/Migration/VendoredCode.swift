import RuleLanguage
import SourceModel

/// A file in a folder that holds a copy of another project's code (`Vendor/`, `ThirdParty/`,
/// `3rdPartyFrameworks/`), or one whose opening comment names the project it was copied from
/// (`CopiedLibraries`): its findings are true, but the work is to update, replace or exclude
/// the library, not to edit the copy, so each one says so.
enum VendoredCode {
    /// Folder names (lower-cased) that hold copies of other projects' code.
    static let folders: Set<String> = [
        "vendor", "vendors", "vendored", "thirdparty", "third-party", "third_party", "3rdparty", "3rd-party",
        "3rdpartyframeworks", "thirdpartyframeworks", "external", "externals",
        // Short and spaced spellings of the same: `Party/`, `Third Party/`, `3rd Party Libs/`.
        "party", "third party", "3rd party", "thirdparties", "3rdparties", "thirdpartylibs", "3rdpartylibs", "3rd party libs",
    ]

    /// Folders named, as their authors spell them, for a library that apps of the UIKit years copied
    /// into their own folders rather than link (`Lib/SDWebImage/`, `Classes/MJPhotoBrowser/`): a
    /// folder of that exact name is that library's copy. Names a project's own code would take
    /// (`Toast`, `Charts`) are left out.
    static let libraryFolders: Set<String> = [
        "AFNetworking", "ASIHTTPRequest", "SDWebImage", "MBProgressHUD", "SVProgressHUD", "JGProgressHUD", "MJRefresh",
        "MJExtension", "MJPhotoBrowser", "MWPhotoBrowser", "Masonry", "PureLayout", "YYKit", "YYText", "YYModel",
        "YYWebImage", "YYImage", "FMDB", "JSONKit", "SBJson", "IQKeyboardManager", "TPKeyboardAvoiding",
        "SWRevealViewController", "MMDrawerController", "ECSlidingViewController", "RESideMenu", "iCarousel",
        "SDCycleScrollView", "EGOTableViewPullRefresh", "SVPullToRefresh", "GPUImage", "FLAnimatedImage",
        "TTTAttributedLabel", "DZNEmptyDataSet", "JSQMessagesViewController", "SlackTextViewController", "ZBarSDK",
        "SSZipArchive", "UICKeyChainStore", "CocoaAsyncSocket", "CocoaLumberjack", "Reachability", "TZImagePickerController",
        "ZLPhotoBrowser", "CTAssetsPickerController", "ELCImagePickerController", "NJKWebViewProgress", "FSCalendar",
        "XLForm", "NVActivityIndicatorView", "Kingfisher", "Alamofire", "SwiftyJSON", "SnapKit", "IQKeyboardManagerSwift",
    ]

    /// The vendored folder `path` sits in, as written, if any: one named for copies or for a copied
    /// library, or the bundle of a prebuilt framework (`Utility.framework/Headers/`), whose headers
    /// ship with its binary.
    static func folder(of path: String) -> String? {
        // Compared as ASCII bytes, lower-cased: every name above is ASCII, and a run asks for every file.
        path.utf8.split(separator: UInt8(ascii: "/")).dropLast().first { name in
            let lower = name.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
            return folderBytes.contains(lower) || lower.suffix(frameworkSuffix.count).elementsEqual(frameworkSuffix)
                || libraryFolderBytes.contains(Array(name))
        }.map { String(decoding: $0, as: UTF8.self) }
    }

    private static let folderBytes = Set(folders.map { Array($0.utf8) })
    private static let libraryFolderBytes = Set(libraryFolders.map { Array($0.utf8) })
    /// `.framework`, which `.xcframework` ends with too.
    private static let frameworkSuffix = Array(".framework".utf8)

    /// `result` for a vendored `path`: every finding's suggestion says where the code comes from,
    /// and the copy is not edited: a rewrite becomes a finding that names it, a fix is withdrawn.
    /// `library`: the project the file's opening comment says it was copied from, if any (`CopiedLibraries`);
    /// `ownCode`: the file is in a vendored folder but its header names the app's own project.
    /// `foreign`: the files around it show it is not the app's own code: a project nested in another's folder
    /// that no project names, or a folder holding another project's licence.
    static func marking(_ result: FileResult, path: String, library: CopiedLibrary? = nil, ownCode: Bool = false,
                        foreign: ForeignCode? = nil) -> FileResult {
        guard !(result.findings.isEmpty && result.edits.isEmpty) else { return result }
        let place: String
        if case let .separateProject(separateProject) = foreign {
            place = "this file belongs to `\(separateProject.name)`, a project inside the folder of `\(separateProject.outer)` "
                + "that no project of the run names (a sample or a separate tool), so `\(separateProject.outer)` does not "
                + "build it: leave it, or exclude its folder (--exclude), unless you keep it as a project of its own"
        } else if !ownCode, case let .licensedFolder(folder, licence) = foreign {
            place = "this file is in `\(folder)/`, which holds another project's licence (`\(licence)`), so it is copied code: "
                + "update or replace that library, or exclude the folder (--exclude), rather than edit the copy"
        } else if !ownCode, let folder = folder(of: path) {
            place = "this file is in `\(folder)/`, a copy of another project's code: update or replace that library, "
                + "or exclude the folder (--exclude), rather than edit the copy"
        } else if case let .named(library) = library {
            place = "this file is a copy of `\(library)`, which its opening comment names: update or replace that library, "
                + "or exclude the file (--exclude), rather than edit the copy"
        } else if case let .licensed(notice) = library {
            place = "this file's opening comment grants the \(notice) of the project it comes from, which few of this "
                + "project's files carry, so it is copied code: update or replace that library, or exclude the file "
                + "(--exclude), rather than edit the copy"
        } else {
            return result
        }
        var marked = result
        // An insertion (a stored property a rewrite adds) belongs to a replacement: told with it.
        marked.findings += result.edits.filter { !$0.range.isEmpty }.map(finding)
        marked.edits = []
        let note = "; " + place
        for index in marked.findings.indices {
            if marked.findings[index].fix != nil {
                marked.findings[index].fix = nil
                if let plain = marked.findings[index].suggestionWithoutFix { marked.findings[index].suggestion = plain }
            }
            marked.findings[index].suggestion += note
            if marked.findings[index].need != .tests { marked.findings[index].need = .copiedCode }
        }
        marked.findings.sort { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) }
        return marked
    }

    /// The finding that tells a rewrite screenmod proves but does not make in a copy.
    private static func finding(_ edit: Edit) -> Finding {
        Finding(ruleID: edit.ruleID, line: edit.line, column: edit.column, offset: edit.range.lowerBound,
                message: "not rewritten: the rewrite is proven here, but the file is a copy of another project's code",
                suggestion: "the rewrite would read `\(edit.replacement)`")
    }
}
