/// The `--print-config` listing: each effective setting and where it came from.
enum PrintConfig {
    /// The listing, one `name: value (origin)` line per setting.
    static func render(_ resolved: ResolvedSettings) -> String {
        let settings = resolved.settings
        func list(_ values: [String]) -> String { values.isEmpty ? "(none)" : values.joined(separator: ", ") }
        let rows: [(String, String)] = [
            ("min-ios", String(settings.minIOS)),
            ("enable", list(settings.enabled)),
            ("disable", list(settings.disabled)),
            ("only", list(settings.only)),
            ("exclude", list(settings.excludes.map(\.pattern))),
            ("rules", list(settings.ruleDirectories)),
            ("exclude-tests", String(settings.excludeTests)),
            ("baseline", settings.baseline ?? "(none)"),
            ("jobs", String(settings.jobs)),
            ("format", settings.format.rawValue),
            ("color", settings.color.rawValue),
            ("mode", settings.mode.rawValue),
        ]
        var text = "config file: \(resolved.configPath ?? "(none found)")\n"
        text += "project root: \(resolved.projectRoot ?? "(none found: no deployment target is detected)")\n"
        for (name, value) in rows {
            text += "\(name): \(value) (\(resolved.origins[name] ?? "default"))\n"
        }
        return text
    }
}
