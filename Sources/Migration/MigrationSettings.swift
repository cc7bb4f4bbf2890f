/// What the engine is asked to do, independent of how the settings were given.
public struct MigrationSettings: Sendable, Equatable {
    /// The lowest iOS version the project supports.
    public var minIOS: Int
    /// Opt-in rules switched on.
    public var enabled: Set<String>
    /// Rules switched off.
    public var disabled: Set<String>
    /// When not empty, only these rules run.
    public var only: Set<String>
    /// Whether the project builds an app and publishes no library (no package manifest or podspec
    /// at its root): then a `public` member has no callers outside the scanned files, since no
    /// other module links an app's code.
    public var buildsAppOnly = false
    /// The licence the project's own licence file grants (`LicenceNotice.licence(ofText:)`): a file whose
    /// notice grants the same one is the project's own, not a copy.
    public var ownLicence: String?

    /// Creates settings; the defaults are iOS 13 and the default rule set.
    public init(minIOS: Int = 13, enabled: Set<String> = [], disabled: Set<String> = [], only: Set<String> = []) {
        self.minIOS = minIOS
        self.enabled = enabled
        self.disabled = disabled
        self.only = only
    }
}

/// What the engine produced for one file.
public struct FileResult: Sendable, Equatable {
    /// Sorted, non-overlapping edits.
    public var edits: [Edit]
    /// Uses left for a person, in file order.
    public var findings: [Finding]
    /// Edits and findings a `screenmod:disable` comment switched off, as findings.
    public var suppressed: [Finding]

    /// Creates a result.
    public init(edits: [Edit] = [], findings: [Finding] = [], suppressed: [Finding] = []) {
        self.edits = edits
        self.findings = findings
        self.suppressed = suppressed
    }
}
