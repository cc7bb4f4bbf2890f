/// A file in a folder that holds a copy of another project's code (`Vendor/`, `ThirdParty/`,
/// `3rdPartyFrameworks/`): its findings are true, but the work is to update, replace or exclude
/// the library, not to edit the copy, so each one says so.
enum VendoredCode {
    /// Folder names (lower-cased) that hold copies of other projects' code.
    static let folders: Set<String> = [
        "vendor", "vendors", "vendored", "thirdparty", "third-party", "third_party", "3rdparty", "3rd-party",
        "3rdpartyframeworks", "thirdpartyframeworks", "external", "externals",
    ]

    /// The vendored folder `path` sits in, as written, if any: one named for copies, or the
    /// bundle of a prebuilt framework (`Utility.framework/Headers/`), whose headers ship with its binary.
    static func folder(of path: String) -> String? {
        path.split(separator: "/").dropLast().first { name in
            let lower = name.lowercased()
            return folders.contains(lower) || lower.hasSuffix(".framework") || lower.hasSuffix(".xcframework")
        }.map(String.init)
    }

    /// `result` with every finding's suggestion saying where the code comes from, for a vendored `path`.
    static func marking(_ result: FileResult, path: String) -> FileResult {
        guard let folder = folder(of: path), !result.findings.isEmpty else { return result }
        var marked = result
        for index in marked.findings.indices {
            marked.findings[index].suggestion += "; this file is in `\(folder)/`, a copy of another project's code: "
                + "update or replace that library, or exclude the folder (--exclude), rather than edit the copy"
        }
        return marked
    }
}
