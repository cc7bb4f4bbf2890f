import SourceModel

/// The files whose opening comment names another project they were copied from, outside any
/// vendored folder (`Others/SVProgressHUD/`, `Extensions/UIDevice+DeviceKit.swift`): by the
/// project's address (`https://github.com/owner/Name`) or its words ("This source file is part
/// of the Name open source project").
///
/// Proof of a copy, not a guess from the folder: the comment names the project, and fewer than
/// half of the project's files name it, so an app whose every file carries its own address is
/// not a copy of itself.
struct CopiedLibraries: Sendable {
    /// The library each copied file comes from, by path.
    let byPath: [String: CopiedLibrary]
    /// The files in a vendored folder whose Xcode header names the project most of the code outside
    /// such folders names (`//  vPlay`): the app's own code kept beside a library's copy.
    private(set) var ownInVendoredFolders: Set<String> = []

    /// `candidates` are the files a finding can come from (those that use the screen, and the
    /// Objective-C ones); `all` every file of the project, whose opening comments are read once, and
    /// only when a candidate names a library, grants a licence or sits in a vendored folder.
    /// `ownLicence`: the licence the project's own licence file grants, which its own files' notices repeat.
    init(candidates: [ProjectFile], all: [ProjectFile], ownLicence: String? = nil) {
        let named = candidates.compactMap { file in Self.library(namedIn: file.bytes).map { (file, $0) } }
        let notices = candidates.compactMap { file in
            LicenceNotice(header: Self.openingComment(file.bytes)).flatMap { $0.licence == ownLicence ? nil : (file, $0) }
        }
        let vendored = candidates.filter(Self.inCopiedFolder)
        guard !named.isEmpty || !notices.isEmpty || !vendored.isEmpty else { byPath = [:]; return }
        let headers = concurrentMap(all, Header.init)
        // The project line most files outside copied folders and a committed Pods folder carry: the app's.
        // Files that name a library are left out: a copied library with more files than the app is not the app.
        let home = Self.homeProject(headers.filter { $0.isOutsideCopies && $0.library == nil }.compactMap(\.project))
        ownInVendoredFolders = home.map { home in Set(vendored.filter { Self.projectLine(of: $0) == home }.map(\.path)) } ?? []
        var counts: [String: Int] = [:]
        for name in headers.compactMap(\.library) { counts[name.lowercased(), default: 0] += 1 }
        // A file whose Xcode header names the app's project was made in the app: one that names a
        // project it follows (`Reference: https://github.com/…`) is the app's own adaptation.
        let copies = named.filter { 2 * (counts[$0.1.lowercased()] ?? 0) < all.count && (home == nil || Self.projectLine(of: $0.0) != home) }
            .map { ($0.0.path, CopiedLibrary.named($0.1)) }
        // Licensed copies, where fewer than half of the files carry a licence (an app that licenses every
        // file is no copy of itself) and the file's Xcode header does not name the app's project.
        let licensed = 2 * headers.filter(\.isLicensed).count < all.count
            ? notices.filter { home == nil || Self.projectLine(of: $0.0) != home }.map { ($0.0.path, CopiedLibrary.licensed($0.1.description)) }
            : []
        byPath = Dictionary(copies + licensed, uniquingKeysWith: { first, _ in first })
    }

    /// What the opening comment of one file says, read once a run.
    private struct Header: Sendable {
        var library: String?
        var isLicensed: Bool
        var project: String?
        /// Whether the file is outside folders of copied code and a committed Pods folder.
        var isOutsideCopies: Bool

        init(_ file: ProjectFile) {
            let comment = CopiedLibraries.openingComment(file.bytes)
            library = CopiedLibraries.library(inComment: comment)
            isLicensed = LicenceNotice(header: comment) != nil
            project = CopiedLibraries.projectLine(inComment: comment, path: file.path)
            isOutsideCopies = !CopiedLibraries.inCopiedFolder(file) && !ByteScan.contains(Array(file.path.utf8), "Pods/")
        }
    }

    /// The project line most of `lines` name, when at least two do: the app's own project. `Pods`,
    /// the line of a file made inside a CocoaPods library's example, is never an app's.
    private static func homeProject(_ lines: [String]) -> String? {
        var counts: [String: Int] = [:]
        for line in lines where line != "Pods" { counts[line, default: 0] += 1 }
        guard let home = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), home.value >= 2 else { return nil }
        return home.key
    }

    /// Whether the file sits in a folder of copied code: one named for copies, or one holding
    /// another project's licence.
    private static func inCopiedFolder(_ file: ProjectFile) -> Bool {
        if case .licensedFolder = file.foreign { return true }
        return VendoredCode.folder(of: file.path) != nil
    }

    /// The line Xcode's file template writes under the file's own name (`//  CSCustomPlayer.swift`
    /// then `//  vPlay`): the project the file was created in.
    static func projectLine(of file: ProjectFile) -> String? {
        projectLine(inComment: openingComment(file.bytes), path: file.path)
    }

    /// `projectLine(of:)` in an opening comment already read, for the file at `path`.
    private static func projectLine(inComment comment: [UInt8], path: String) -> String? {
        let fileName = path.utf8.split(separator: UInt8(ascii: "/")).last ?? path.utf8[...]
        // The comment's lines, each without its leading `//`, `*` and blanks or its trailing blanks.
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
            var line = line.drop { isBlank($0) || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "*") }
            while let last = line.last, isBlank(last) { line.removeLast() }
            return line
        }
        var lines = comment.split(separator: UInt8(ascii: "\n"))[...]
        while let line = lines.popFirst(), !trimmed(line).elementsEqual(fileName) {}
        guard let next = lines.first else { return nil }
        let project = String(decoding: trimmed(next), as: UTF8.self)
        guard !project.isEmpty, project.count <= 60, !project.hasPrefix("Created by"), !project.hasPrefix("Copyright") else { return nil }
        return project
    }

    /// How far into a file its opening comment is read.
    private static let headerLength = 1_500

    /// The project the file's opening comment says it belongs to, if it names one.
    static func library(namedIn bytes: FileBytes) -> String? {
        library(inComment: openingComment(bytes))
    }

    /// `library(namedIn:)` in an opening comment already read.
    private static func library(inComment header: [UInt8]) -> String? {
        guard !header.isEmpty else { return nil }
        // "This source file is part of the DeviceKit open source project": one name between the words;
        // "Part of ASIHTTPRequest -> http://allseeing-i.com/ASIHTTPRequest": a name and its address.
        for start in ByteScan.occurrences(of: Array("art of ".utf8), in: header) where start > 0 && (header[start - 1] | 0x20) == UInt8(ascii: "p") {
            let rest = String(decoding: header[(start + 7)...].prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
            var words = rest.split(separator: " ")
            if words.first == "the" { words.removeFirst() }
            guard words.count >= 2 else { continue }
            if let last = words.dropFirst().first(where: { $0 != "open" && $0 != "source" }), last == "project" { return String(words[0]) }
            if words[1] == "->" || words[1] == "-", words[2...].first.map({ $0.hasPrefix("http://") || $0.hasPrefix("https://") }) == true {
                return String(words[0])
            }
        }
        // "SVProgressHUD, https://github.com/SVProgressHUD/SVProgressHUD": the repository's name.
        guard let start = ByteScan.occurrences(of: Array("github.com/".utf8), in: header).first else { return nil }
        let path = header[(start + 11)...].prefix { byte in
            !(byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
              || byte == UInt8(ascii: ")") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: ","))
        }
        let parts = path.split(separator: UInt8(ascii: "/"))
        guard parts.count >= 2 else { return nil }
        var name = String(decoding: parts[1], as: UTF8.self)
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name.isEmpty ? nil : name
    }

    /// The bytes of the comment lines that open the file (`//` lines, or one `/* … */` block),
    /// within the first `headerLength` bytes.
    private static func openingComment(_ bytes: FileBytes) -> [UInt8] {
        bytes.withUnsafeBufferPointer { whole in
            let head = UnsafeBufferPointer(rebasing: whole.prefix(headerLength))
            let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
            var index = 0, end = 0
            while case let start = ByteScan.afterBlanks(head, from: index), start + 1 < head.count, head[start] == slash {
                index = start + 2
                if head[start + 1] == slash {
                    while index < head.count, head[index] != UInt8(ascii: "\n") { index += 1 }
                    end = index
                } else if head[start + 1] == star {
                    while index + 1 < head.count, !(head[index] == star && head[index + 1] == slash) { index += 1 }
                    end = min(index + 2, head.count)
                    break
                } else {
                    break
                }
            }
            return Array(head[0..<end])
        }
    }
}

/// Where a copied file comes from, by what its opening comment shows.
public enum CopiedLibrary: Equatable, Sendable {
    /// The project the comment names (`YYKit`, from its address or "part of the … project").
    case named(String)
    /// The licence the comment grants, with its holder (`MIT licence (© Joan Lluch)`).
    case licensed(String)
}
