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
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .invalidConfig(path: path, reason: "is not valid JSON (\(error.localizedDescription))")
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

    private mutating func read(_ key: String, _ value: Any) throws(CLIError) {
        switch key {
        case "minIOS":
            let text = (value as? String) ?? (value as? NSNumber).map { "\($0)" }
            guard let text, let major = DeploymentTarget.major(of: text), (2...99).contains(major) else {
                throw .invalidConfig(path: path, reason: "'minIOS' must be a version such as 15 or \"15.0\"")
            }
            minIOS = major
        case "enable": enable = try strings(key, value)
        case "disable": disable = try strings(key, value)
        case "exclude": exclude = try strings(key, value)
        case "rules": rules = try strings(key, value)
        default:
            throw .invalidConfig(path: path, reason: "has an unknown key '\(key)' "
                + "(known: minIOS, enable, disable, exclude, rules)")
        }
    }

    private func strings(_ key: String, _ value: Any) throws(CLIError) -> [String] {
        guard let list = value as? [String] else {
            throw .invalidConfig(path: path, reason: "'\(key)' must be a list of strings")
        }
        return list
    }
}
