import Foundation

/// One repository of the batch list, before anything is known about it.
struct BatchTarget: Equatable, Sendable {
    /// 1-based position in the whole (deduplicated) list; shards and merges keep list order by it.
    var position: Int
    /// The path as written in the list or on the command line.
    var given: String
    /// The absolute path, lexically normalised.
    var path: String
    /// The base name of its files in the output folder, unique within the whole list.
    var name: String
}

/// Turns `--repos FILE` and the folders given on the command line into the list of repositories.
enum BatchRepositoryList {
    /// Names that would clash with the batch's own files in the output folder.
    static let reservedNames: Set<String> = ["summary"]

    /// Every repository named by `file` (relative entries are relative to the file's folder) and
    /// then by `paths` (relative to `cwd`), each once, in order, with unique names.
    static func targets(file: String?, paths: [String], cwd: String,
                        environment: [String: String]) throws(CLIError) -> [BatchTarget] {
        var entries: [(given: String, path: String)] = []
        if let file {
            let listPath = PathName.absolute(file, from: cwd)
            let bytes: [UInt8]
            switch FileSystem.readFile(listPath) {
            case .success(let (read, _)): bytes = read
            case .failure(let error): throw error
            }
            let folder = PathName.directory(of: listPath)
            entries += lines(of: String(decoding: bytes, as: UTF8.self)).map {
                ($0, PathName.absolute(expandHome($0, environment: environment), from: folder))
            }
        }
        entries += paths.map { ($0, PathName.absolute(expandHome($0, environment: environment), from: cwd)) }
        // The same repository listed twice (or through a symlink) is processed once, at its first place.
        var seen: Set<String> = []
        let unique = entries.filter { seen.insert(FileSystem.realPath($0.path) ?? $0.path).inserted }
        let names = uniqueNames(unique.map { PathName.fileName(of: $0.path) })
        return unique.enumerated().map { offset, entry in
            BatchTarget(position: offset + 1, given: entry.given, path: entry.path, name: names[offset])
        }
    }

    /// The entries of a list file: one path per line; blank lines and `#` comments are skipped.
    ///
    /// A comment starts at a `#` that begins the line or follows a space or tab.
    static func lines(of text: String) -> [String] {
        var result: [String] = []
        for raw in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var line = Substring(raw)
            if line.hasPrefix("#") { continue }
            if let comment = line.indices.first(where: { index in
                line[index] == "#" && index > line.startIndex && [" ", "\t"].contains(line[line.index(before: index)])
            }) {
                line = line[..<comment]
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { result.append(trimmed) }
        }
        return result
    }

    /// Folder names made safe as file names and unique (ignoring case, for macOS file systems).
    ///
    /// The first of several equal names keeps it; later ones get `-2`, `-3`, … in list order.
    static func uniqueNames(_ folderNames: [String]) -> [String] {
        var taken = Set(reservedNames)
        return folderNames.map { folderName in
            let base = safeName(folderName)
            var candidate = base
            var counter = 2
            while taken.contains(candidate.lowercased()) {
                candidate = "\(base)-\(counter)"
                counter += 1
            }
            taken.insert(candidate.lowercased())
            return candidate
        }
    }

    /// `name` with characters that file systems or CI artifact stores reject replaced by `-`.
    private static func safeName(_ name: String) -> String {
        let unsafe: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|"]
        let cleaned = String(name.map { unsafe.contains($0) || $0.isNewline || $0.asciiValue.map { $0 < 0x20 } == true ? "-" : $0 })
        return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "repository" : cleaned
    }

    /// `~` and `~/…` expanded with `HOME`, as a shell would have done for a typed path.
    private static func expandHome(_ path: String, environment: [String: String]) -> String {
        guard let home = environment["HOME"], path == "~" || path.hasPrefix("~/") else { return path }
        return home + path.dropFirst()
    }
}
