import RuleLanguage

/// Rules that exist only to give the fuzzer every engine path to walk: rewrites with captures,
/// `self.` policy, each placeholder, member insertion, and reports. They run after the built-in
/// rules (high priorities), so the built-ins decide wherever they apply; until the built-in rule
/// pack lands they are what makes the engine produce edits at all.
enum FuzzRules {
    /// The rule files, named `Fuzz/<id>.rule`.
    static let files: [RuleFile] = texts.map { id, body in
        RuleFile(path: "Fuzz/\(id).rule", text: """
            id: \(id)
            summary: Fuzzing rule.
            reason: Fuzzing rule.
            \(body)
            """)
    }

    private static let texts: [(String, String)] = [
        ("fuzz-hairline", """
            priority: 9000
            match: 1 / UIScreen.main.scale
            match: 1.0 / UIScreen.main.scale
            when: type is uiview, uiviewcontroller
            when: context is instance
            when: closure is not escaping, unowned-self
            rewrite: 1 / max(self.traitCollection.displayScale, 1)
            """),
        ("fuzz-scale-uikit", """
            priority: 9010
            match: UIScreen.main.scale
            match: UIScreen.main.nativeScale
            when: type is uiview, uiviewcontroller, trait-environment
            when: context is instance, initializer, lazy-initializer
            rewrite: self.traitCollection.displayScale
            """),
        ("fuzz-scale-swiftui", """
            priority: 9020
            match: UIScreen.main.scale
            when: type is swiftui-view, swiftui
            rewrite: {member}
            member: @Environment(\\.displayScale) private var displayScale
            """),
        ("fuzz-width-multiplied", """
            priority: 9030
            match: UIScreen.main.bounds.width * $FACTOR
            match: UIScreen.main.bounds.size.width * $FACTOR
            when: type is uiview
            when: access is read
            rewrite: self.bounds.width * $FACTOR
            """),
        ("fuzz-bounds-view", """
            priority: 9040
            match: UIScreen.main.bounds.width$$$REST
            match: UIScreen.main.bounds.size.width$$$REST
            match: UIScreen.main.bounds.height$$$REST
            when: type is uiview
            when: member is layoutSubviews, draw, init, sizeThatFits
            when: closure is none, weak-self-unwrapped, self-captured, immediately-called
            rewrite: self.bounds.width$$$REST
            """),
        ("fuzz-bounds-controller", """
            priority: 9050
            match: UIScreen.main.bounds$$$REST
            match: UIKit.UIScreen.main.bounds$$$REST
            when: type is uiviewcontroller
            when: context is instance
            when: access is read
            rewrite: self.view.bounds$$$REST
            """),
        ("fuzz-transition-size", """
            priority: 9060
            match: UIScreen.main.bounds.size
            match: UIScreen.main.bounds.size.width
            when: member is viewWillTransition
            rewrite: {size}
            """),
        ("fuzz-section-provider", """
            priority: 9070
            match: UIScreen.main.bounds.width
            match: UIScreen.main.bounds.size.width
            when: closure is section-provider
            rewrite: {environment}.container.effectiveContentSize.width
            """),
        ("fuzz-scene-screen", """
            priority: 9080
            match: UIScreen.main$$$REST
            when: scene is available
            when: access is read
            rewrite: {scene}.screen$$$REST
            """),
        ("fuzz-device-check", """
            priority: 9090
            match: UIScreen.main.nativeBounds.height == $VALUE
            match: UIScreen.main.bounds.height == $VALUE
            when: use is compared
            report: Device detection through the screen size.
            suggest: Decide from size classes instead.
            """),
        ("fuzz-fallback", """
            priority: 9100
            match: UIScreen.main$$$REST
            when: use is fallback, implicit
            report: A fallback to the main screen.
            suggest: Remove the fallback.
            """),
        ("fuzz-static-scale", """
            priority: 9110
            default: off
            match: UIScreen.main.scale
            when: min-ios >= 17
            rewrite: 2
            """),
    ]

    /// The rules the fuzzer runs: the built-in ones plus these (or only one kind, by `which`).
    static func ruleSet(_ which: String) -> RuleSet {
        let files: [RuleFile]
        switch which {
        case "builtin": files = RuleSet.builtinFiles
        case "fuzz": files = Self.files
        default: files = RuleSet.builtinFiles + Self.files
        }
        let (ruleSet, errors) = RuleSet.load(files)
        guard let ruleSet else {
            fatalError("screenmod-fuzz: the rules do not load: \(errors.map(\.description))")
        }
        return ruleSet
    }
}
