import SourceModel

/// An Xcode project's build configurations, read from `project.pbxproj`: which belong to the
/// project (the defaults every target inherits) and which to its targets (which override them).
/// A project often keeps an old default (`IPHONEOS_DEPLOYMENT_TARGET = 12.4`) that every target
/// overrides (`16.4`): the targets' values are what the code is built for.
struct XcodeBuildConfigurations {
    struct Configuration {
        var id: String
        var name: String?
        var deploymentTarget: Int?
    }

    private(set) var configurations: [Configuration] = []
    /// The configurations the `PBXProject` object lists: the project's own.
    private(set) var projectIDs: Set<String> = []
    /// The configurations of test bundles (unit and UI tests): code that ships in no app.
    private(set) var testIDs: Set<String> = []
    /// Whether a target of the project builds an application.
    private(set) var buildsApplication = false

    /// Reads the objects of a project file line by line, as Xcode writes them (one setting a line);
    /// a line's braces are counted outside quoted strings (`"${PODS_ROOT}/…"`). Lines are compared
    /// as bytes: only the few that name what is read are made into strings.
    init(_ bytes: [UInt8]) {
        var depth = 0
        var object: (id: String, isa: String?)?
        var current: Configuration?
        var lists: [String: [String]] = [:]
        var projectList: String?
        var listByTarget: [String: String] = [:], productByTarget: [String: String] = [:]
        var collecting: [String]?
        for raw in bytes.split(omittingEmptySubsequences: true, whereSeparator: { $0 == 0x0A || $0 == 0x0D }) {
            let line = raw.drop { $0 == 0x20 || $0 == 0x09 }
            if depth == 2, line.last == UInt8(ascii: "{"), let id = Self.firstWord(line) {
                object = (id, nil)
            } else if let open = object, depth == 3 {
                if let isa = Self.value(of: Self.isaKey, in: line) {
                    object?.isa = isa
                    if isa == "XCBuildConfiguration" { current = Configuration(id: open.id) }
                }
                if let name = Self.value(of: Self.nameKey, in: line) { current?.name = name }
                if let list = Self.value(of: Self.listKey, in: line) {
                    if open.isa == "PBXProject" { projectList = list } else { listByTarget[open.id] = list }
                }
                if let product = Self.value(of: Self.productKey, in: line) { productByTarget[open.id] = product }
                if line.starts(with: Self.listStart) { collecting = [] }
                else if line.first == UInt8(ascii: ")"), let items = collecting { lists[open.id] = items; collecting = nil }
                else if collecting != nil, let id = Self.firstWord(line) { collecting?.append(id.trimmingCharacters(in: [","])) }
            } else if depth == 4, current != nil, line.starts(with: Self.settingName),
                      let version = DeploymentTarget.fromBuildSettings(Array(raw)).first {
                current?.deploymentTarget = version
            }
            depth += Self.braceBalance(of: raw)
            if depth <= 2, object != nil {
                if let done = current { configurations.append(done) }
                (object, current) = (nil, nil)
            }
        }
        projectIDs = Set(projectList.flatMap { lists[$0] } ?? [])
        for (target, product) in productByTarget {
            if product.hasSuffix(".application") { buildsApplication = true }
            if product.contains("unit-test") || product.contains("ui-testing") {
                testIDs.formUnion(listByTarget[target].flatMap { lists[$0] } ?? [])
            }
        }
    }

    private static let listStart = Array("buildConfigurations = (".utf8)
    private static let isaKey = Array("isa = ".utf8), nameKey = Array("name = ".utf8), productKey = Array("productType = ".utf8)
    private static let listKey = Array("buildConfigurationList = ".utf8)
    private static let settingName = Array("IPHONEOS_DEPLOYMENT_TARGET".utf8)

    /// The line's first word: an object's or a list item's ID.
    private static func firstWord(_ line: ArraySlice<UInt8>) -> String? {
        let word = line.prefix { $0 != 0x20 && $0 != 0x09 }
        return word.isEmpty ? nil : String(decoding: word, as: UTF8.self)
    }

    /// The deployment targets the project's targets build with: a target configuration's own
    /// value, else the project configuration's of the same name (Debug, Release), else the
    /// project's lowest. Test bundles count only in a project of nothing else (a test target
    /// often inherits an old project default the app overrides). Nil where the file shows no
    /// project and target configurations apart.
    var targetDeploymentTargets: [Int]? {
        let project = configurations.filter { projectIDs.contains($0.id) }
        let all = configurations.filter { !projectIDs.contains($0.id) }
        let shipped = all.filter { !testIDs.contains($0.id) }
        let targets = shipped.isEmpty ? all : shipped
        guard !project.isEmpty, !targets.isEmpty else { return nil }
        var inherited: [String: Int] = [:]
        for configuration in project {
            guard let name = configuration.name, let version = configuration.deploymentTarget else { continue }
            inherited[name] = min(inherited[name] ?? version, version)
        }
        let fallback = project.compactMap(\.deploymentTarget).min()
        return targets.compactMap { $0.deploymentTarget ?? $0.name.flatMap { inherited[$0] } ?? fallback }
    }

    /// `Debug` in `name = Debug;`, `ABC123` in `buildConfigurationList = ABC123 /* … */;`.
    private static func value(of prefix: [UInt8], in line: ArraySlice<UInt8>) -> String? {
        guard line.starts(with: prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        let word = rest.prefix { $0 != 0x20 && $0 != UInt8(ascii: ";") }
        return String(decoding: word, as: UTF8.self).trimmingCharacters(in: ["\""])
    }

    /// `{` minus `}` in a line, outside double-quoted strings.
    private static func braceBalance(of line: ArraySlice<UInt8>) -> Int {
        var balance = 0, quoted = false, escaped = false
        for byte in line {
            if escaped { escaped = false; continue }
            switch byte {
            case UInt8(ascii: "\\") where quoted: escaped = true
            case UInt8(ascii: "\""): quoted.toggle()
            case UInt8(ascii: "{") where !quoted: balance += 1
            case UInt8(ascii: "}") where !quoted: balance -= 1
            default: break
            }
        }
        return balance
    }
}

extension DeploymentTarget {
    /// The deployment targets of a `project.pbxproj`: its targets' (`XcodeBuildConfigurations`),
    /// or, where the file does not show its targets apart, every value it names.
    static func fromXcodeProject(_ bytes: [UInt8]) -> [Int] {
        XcodeBuildConfigurations(bytes).targetDeploymentTargets ?? fromBuildSettings(bytes)
    }

    /// Whether a `project.pbxproj` has a target that builds an application.
    static func buildsApplication(_ bytes: [UInt8]) -> Bool {
        ByteScan.contains(bytes, "com.apple.product-type.application\"")
    }
}
