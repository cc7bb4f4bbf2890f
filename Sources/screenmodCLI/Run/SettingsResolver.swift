/// The effective settings of a run and, for `--print-config`, where each value came from.
struct ResolvedSettings: Sendable {
    /// The merged settings.
    var settings: Settings
    /// For each setting name, where its value came from.
    var origins: [String: String]
    /// The `.screenmod` file used, if any.
    var configPath: String?
    /// The project root of the first path (`ProjectRoot`), where the deployment target is
    /// detected and whose files `explain` indexes; nil when no folder at or above the first
    /// path is one, and then the target is looked for below the first path's folder.
    var projectRoot: String?
}

/// Merges the command line, the nearest `.screenmod` and the detected deployment target.
///
/// Command-line flags win over the file; the file wins over detection; detection over defaults.
enum SettingsResolver {
    /// Resolves the settings for `invocation` run in `context`.
    static func resolve(_ invocation: Invocation, context: RunContext) throws(CLIError) -> ResolvedSettings {
        let options = invocation.options
        let cwd = context.currentDirectory
        let start = startFolder(invocation.paths.first ?? ".", cwd: cwd)
        let configPath = ConfigFile.find(from: start)
        let config = try configPath.map { path throws(CLIError) in try ConfigFile.load(path) }
        let configOrigin = configPath.map { ".screenmod (\($0))" } ?? ""
        let root = ProjectRoot.of(start, context: context)
        var settings = Settings(jobs: options.jobs ?? context.processorCount)
        var origins: [String: String] = [:]

        if let minIOS = options.minIOS {
            (settings.minIOS, origins["min-ios"]) = (minIOS, "command line")
        } else if let minIOS = config?.minIOS {
            (settings.minIOS, origins["min-ios"]) = (minIOS, configOrigin)
        } else if let detected = detectionRoot(root: root, start: start).flatMap(DeploymentTarget.detect(inProjectAt:)) {
            (settings.minIOS, origins["min-ios"]) = (detected.major, "detected in \(detected.source)")
        } else {
            origins["min-ios"] = "default"
            settings.minIOSIsDefault = true
        }
        settings.buildsAppOnly = detectionRoot(root: root, start: start).map(DeploymentTarget.buildsAppOnly(inProjectAt:)) ?? false
        settings.ownLicence = detectionRoot(root: root, start: start).flatMap(LicensedFolders.licence(ofProjectAt:))

        let fileEnable = config?.enable ?? [], fileDisable = config?.disable ?? []
        // A flag overrides the file's opposite choice for the same rule.
        settings.enabled = unique(fileEnable.filter { !options.disable.contains($0) } + options.enable)
        settings.disabled = unique(fileDisable.filter { !options.enable.contains($0) } + options.disable)
        settings.only = options.only
        settings.configPath = configPath
        settings.configRuleIDs = fileEnable + fileDisable
        origins["enable"] = origin(file: fileEnable, flags: options.enable, configOrigin)
        origins["disable"] = origin(file: fileDisable, flags: options.disable, configOrigin)
        origins["only"] = options.only.isEmpty ? "default" : "command line"

        let base = config?.directory ?? cwd
        settings.excludes = (config?.exclude ?? []).map { ExcludePattern(pattern: $0, base: base) }
            + options.exclude.map { ExcludePattern(pattern: $0, base: cwd) }
        origins["exclude"] = origin(file: config?.exclude ?? [], flags: options.exclude, configOrigin)
        settings.ruleDirectories = unique((config?.rules ?? []).map { PathName.absolute($0, from: base) }
            + options.ruleDirectories.map { PathName.absolute($0, from: cwd) })
        origins["rules"] = origin(file: config?.rules ?? [], flags: options.ruleDirectories, configOrigin)

        settings.excludeTests = options.excludeTests || config?.excludeTests == true
        origins["exclude-tests"] = options.excludeTests ? "command line" : config?.excludeTests != nil ? configOrigin : "default"
        settings.baseline = options.baseline.map { PathName.absolute($0, from: cwd) }
            ?? config?.baseline.map { PathName.absolute($0, from: base) }
        origins["baseline"] = options.baseline != nil ? "command line" : config?.baseline != nil ? configOrigin : "default"
        settings.writeBaseline = options.writeBaseline.map { PathName.absolute($0, from: cwd) }
        settings.format = options.format ?? .diff
        settings.color = options.color ?? .auto
        // An interactive review writes what it is told to: it runs in write mode.
        settings.mode = options.write || options.interactive ? .write : options.check ? .check : .dryRun
        settings.suggested = options.suggested
        settings.interactive = options.interactive
        settings.quiet = options.quiet
        settings.reportSuppressed = options.reportSuppressed
        settings.verbose = options.verbose
        origins["jobs"] = options.jobs == nil ? "default: the number of cores" : "command line"
        origins["format"] = options.format == nil ? "default" : "command line"
        origins["color"] = options.color == nil ? "default" : "command line"
        origins["mode"] = options.write || options.check || options.interactive ? "command line" : "default"
        return ResolvedSettings(settings: settings, origins: origins, configPath: configPath, projectRoot: root)
    }

    /// Where the deployment target is looked for: the project root, or where no folder at or above
    /// the start is one (a checkout copied without `.git`, a folder of apps), the start itself, so
    /// that `screenmod MyApp` reads `MyApp/iOS/MyApp.xcodeproj` two folders down.
    private static func detectionRoot(root: String?, start: String) -> String? {
        root ?? (ProjectRoot.ceilings.contains(start) ? nil : start)
    }

    /// The folder the search for `.screenmod` and the project root starts in.
    private static func startFolder(_ path: String, cwd: String) -> String {
        let absolute = PathName.absolute(path, from: cwd)
        return FileStamp.of(absolute)?.isDirectory == true ? absolute : PathName.directory(of: absolute)
    }

    private static func origin(file: [String], flags: [String], _ configOrigin: String) -> String {
        switch (file.isEmpty, flags.isEmpty) {
        case (true, true): return "default"
        case (true, false): return "command line"
        case (false, true): return configOrigin
        case (false, false): return "command line and \(configOrigin)"
        }
    }

    private static func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}
