import Foundation

/// The settings a `.screenmod` file holds (JSON), each absent unless the file names it.
///
/// ```json
/// {"minIOS": 15, "enable": ["id"], "disable": ["id"], "exclude": ["Generated/**"], "rules": ["Rules"]}
/// ```
struct ConfigFile: Equatable, Sendable {
    /// The name screenmod looks for.
    static let fileName = ".screenmod"

    /// The absolute path of the file.
    var path: String
    /// The deployment target's major version.
    var minIOS: Int?
    /// Rule ids to turn on.
    var enable: [String] = []
    /// Rule ids to turn off.
    var disable: [String] = []
    /// Glob patterns, relative to the file's folder.
    var exclude: [String] = []
    /// Rule folders, relative to the file's folder.
    var rules: [String] = []
    /// Whether findings in test code are left out.
    var excludeTests: Bool?
    /// The baseline file, relative to the file's folder.
    var baseline: String?

    /// The folder holding the file: the base of its relative paths.
    var directory: String { PathName.directory(of: path) }

    /// The nearest `.screenmod` in `folder` or any folder above it.
    static func find(from folder: String) -> String? {
        var current = PathName.normalize(folder)
        while true {
            let candidate = current == "/" ? "/" + fileName : current + "/" + fileName
            if FileStamp.of(candidate)?.isRegularFile == true { return candidate }
            if current == "/" { return nil }
            current = PathName.directory(of: current)
        }
    }

    /// Reads and checks the `.screenmod` file at `path`.
    static func load(_ path: String) throws(CLIError) -> ConfigFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .invalidConfig(path: path, reason: "could not be read")
        }
        // An empty file is `{}`: created to mark a project's root (`touch .screenmod`), it sets nothing.
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return ConfigFile(path: path) }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .invalidConfig(path: path, reason: "is not valid JSON: " + jsonProblem(error, in: data))
        }
        guard let fields = object as? [String: Any] else {
            throw .invalidConfig(path: path, reason: "must hold one JSON object")
        }
        var config = ConfigFile(path: path)
        for key in fields.keys.sorted() {
            try config.read(key, fields[key]!)
        }
        return config
    }

    /// Foundation's parse error where it says something ("Invalid value around character 19."),
    /// with the character turned into a line and column; its general message says nothing.
    private static func jsonProblem(_ error: Error, in data: Data) -> String {
        let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
        guard let range = detail.range(of: "character "),
              let offset = Int(detail[range.upperBound...].prefix { $0.isNumber }) else {
            // The message is followed by ". Fix the file…": no full stop of its own.
            let text = detail.isEmpty ? error.localizedDescription : detail
            return text.hasSuffix(".") ? String(text.dropLast()) : text
        }
        let before = data.prefix(offset)
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        let what = detail[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: " around", with: "")
        return "\(what.isEmpty ? "an error" : what) at line \(line), column \(column)"
    }

    private mutating func read(_ key: String, _ value: Any) throws(CLIError) {
        switch key {
        case "minIOS":
            // A JSON number is a whole major version: 15.4 would read as 15 and 15.10 as 15.1.
            let number = (value as? NSNumber).flatMap { Int(exactly: $0.doubleValue) }.map(String.init)
            let text = (value as? String) ?? number
            guard let text, let major = DeploymentTarget.major(of: text), DeploymentTarget.knownMajors.contains(major) else {
                throw .invalidConfig(path: path, reason: "'minIOS' must be an iOS version from "
                    + "\(DeploymentTarget.knownMajors.lowerBound) to \(DeploymentTarget.knownMajors.upperBound), "
                    + "such as 15 or \"15.4\" (a version with a minor part is a string)")
            }
            minIOS = major
        case "enable": enable = try strings(key, value)
        case "disable": disable = try strings(key, value)
        case "exclude":
            exclude = try strings(key, value)
            if let (pattern, problem) = exclude.lazy.compactMap({ p in Glob.problem(in: p).map { (p, $0) } }).first {
                throw .invalidConfig(path: path, reason: "'exclude' pattern '\(pattern)' is invalid: \(problem)")
            }
        case "rules": rules = try strings(key, value)
        case "excludeTests":
            guard let flag = value as? Bool else {
                throw .invalidConfig(path: path, reason: "'excludeTests' must be true or false")
            }
            excludeTests = flag
        case "baseline":
            guard let file = value as? String, !file.isEmpty else {
                throw .invalidConfig(path: path, reason: "'baseline' must be the path of a baseline file")
            }
            baseline = file
        default:
            throw .invalidConfig(path: path, reason: "has an unknown key '\(key)' "
                + "(known: minIOS, enable, disable, exclude, rules, excludeTests, baseline)")
        }
    }

    private func strings(_ key: String, _ value: Any) throws(CLIError) -> [String] {
        guard let list = value as? [String] else {
            throw .invalidConfig(path: path, reason: "'\(key)' must be a list of strings")
        }
        return list
    }
}
