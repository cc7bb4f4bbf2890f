import Testing
@testable import RuleLanguage

/// One broken rule file and the exact errors it must produce.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var expected: [String]

    var testDescription: String { name }
}

let knownFields = "id, summary, reason, priority, default, group, match, when, rewrite, member, report, suggest, need, "
    + "suggest-move, suggest-rewrite, suggest-below, suggest-swiftui, suggest-swiftui-below, example-change, expect, example-keep, example-args, support-file, attach, body-modifier"

/// File-level problems: lines, fields, required values.
let fieldErrorCases: [ErrorCase] = [
    ErrorCase(name: "empty file", text: "", expected: [
        "1:1: missing required field 'id'", "1:1: missing required field 'summary'",
        "1:1: missing required field 'reason'", "1:1: missing required field 'priority'",
        "1:1: missing required field 'match'", "1:1: missing action; expected a 'rewrite:' or a 'report:' field",
    ]),
    ErrorCase(name: "missing summary", text: sample(replacing: ["summary": nil]),
              expected: ["1:1: missing required field 'summary'"]),
    ErrorCase(name: "unknown field", text: sample(adding: ["colour: red"]),
              expected: ["7:1: unknown field 'colour'; expected one of: \(knownFields)"]),
    ErrorCase(name: "suggest-move with a rewrite",
              text: sample(adding: ["when: type is uiviewcontroller", "when: member is viewDidLoad",
                                    "suggest-move: viewDidLayoutSubviews"]),
              expected: ["9:1: 'suggest-move:' goes only with a 'report:' action; a rewrite makes its own edit"]),
    ErrorCase(name: "suggest-swiftui with a rewrite", text: sample(adding: ["suggest-swiftui: Read the proxy."]),
              expected: ["7:1: 'suggest-swiftui:' goes only with a 'report:' action"]),
    ErrorCase(name: "suggest-move to an unknown place",
              text: sample(replacing: ["rewrite": "report: Cannot rewrite."], adding: ["suggest: By hand.", "suggest-move: viewWillAppear"]),
              expected: ["8:15: expected one of 'viewDidLayoutSubviews' after 'suggest-move:', found 'viewWillAppear'"]),
    ErrorCase(name: "suggest-move outside viewDidLoad of a view controller",
              text: sample(replacing: ["rewrite": "report: Cannot rewrite."],
                           adding: ["suggest: By hand.", "when: type is uiviewcontroller", "suggest-move: viewDidLayoutSubviews"]),
              expected: ["9:1: 'suggest-move: viewDidLayoutSubviews' moves code out of a view controller's viewDidLoad();"
                         + " add 'when: type is uiviewcontroller' and 'when: member is viewDidLoad'"]),
    ErrorCase(name: "need with an unknown value",
              text: sample(replacing: ["rewrite": "report: Cannot rewrite."], adding: ["suggest: By hand.", "need: thinking"]),
              expected: ["8:7: expected one of 'deletion', 'move-to-layout', 'parameter', 'decision', 'hand-edit', 'copied-code', 'tests', "
                         + "'samples' after 'need:', found 'thinking'"]),
    ErrorCase(name: "need on a rewrite", text: sample(adding: ["need: decision"]),
              expected: ["7:1: 'need:' goes only with a 'report:' action"]),
    ErrorCase(name: "attach without a support file", text: sample(adding: ["attach: .measuresSize()"]),
              expected: ["7:1: 'attach:' names a modifier of the support file; add a 'support-file:' block"]),
    ErrorCase(name: "attach not a modifier call", text: sample(adding: ["attach: measuresSize"]), expected: [
        "7:9: expected a modifier call after 'attach:', e.g. 'attach: .measuresWindowSize()'",
    ]),
    ErrorCase(name: "attach with arguments", text: sample(adding: ["attach: .padding(4)"]), expected: [
        "7:9: expected a modifier call after 'attach:', e.g. 'attach: .measuresWindowSize()'",
    ]),
    ErrorCase(name: "body modifier before any rewrite", text: sample(replacing: ["rewrite": "body-modifier: .padding()"],
                                                                     adding: ["rewrite: traitCollection.displayScale"]),
              expected: ["6:1: 'body-modifier:' belongs to the 'rewrite:' above it; put it below one"]),
    ErrorCase(name: "suggested rewrite next to a rewrite", text: sample(adding: ["suggest-rewrite: max(traitCollection.displayScale, 1)"]),
              expected: ["7:1: 'rewrite:' and 'suggest-rewrite:' do not go together: a rule rewrites, or it reports and suggests a rewrite"]),
    ErrorCase(name: "suggested rewrite without a report", text: sample(replacing: ["rewrite": "suggest-rewrite: traitCollection.displayScale"]),
              expected: ["6:1: 'suggest-rewrite:' goes only with a 'report:' action; a rewrite rule writes 'rewrite:'"]),
    ErrorCase(name: "suggested rewrite with an undefined capture",
              text: sample(replacing: ["rewrite": "report: Uses the main screen.", "priority": "priority: 100\nsuggest: Read the trait."],
                           adding: ["suggest-rewrite: $X"]),
              expected: ["8:18: capture $X used in rewrite but not defined in match on line 6"]),
    ErrorCase(name: "body modifier with another placeholder", text: sample(adding: ["body-modifier: .padding({size})"]),
              expected: ["7:25: placeholder {size} is not available in 'body-modifier:'; only {member} is, the property the rewrite reads"]),
    ErrorCase(name: "body modifier with an undefined capture", text: sample(adding: ["body-modifier: .padding($P)"]),
              expected: ["7:25: capture $P used in rewrite but not defined in match on line 5"]),
    ErrorCase(name: "value condition on an undefined capture", text: sample(adding: ["when: value $W >= 441"]),
              expected: ["7:1: 'when: value $W' names a capture that the match on line 5 does not define"]),
    ErrorCase(name: "not a field", text: sample(adding: ["just some words"]), expected: [
        "7:1: expected 'key: value', a '#' comment or an indented example line, found 'just some words'",
    ]),
    ErrorCase(name: "duplicate field", text: sample(adding: ["id: again"]),
              expected: ["7:1: duplicate field 'id'; it was first given on line 1"]),
    ErrorCase(name: "empty summary", text: sample(replacing: ["summary": "summary:"]),
              expected: ["2:9: expected a sentence after 'summary:'"]),
    ErrorCase(name: "bad priority", text: sample(replacing: ["priority": "priority: high"]),
              expected: ["4:11: expected an integer after 'priority:', e.g. 'priority: 500', found 'high'"]),
    ErrorCase(name: "bad default", text: sample(adding: ["default: yes"]),
              expected: ["7:10: expected 'on' or 'off' after 'default:', found 'yes'"]),
    ErrorCase(name: "id not kebab-case", text: sample(replacing: ["id": "id: Sample_Rule"]), expected: [
        "1:5: expected a kebab-case id (lower-case letters and digits joined by single '-'), found 'Sample_Rule'",
    ]),
    ErrorCase(name: "empty id", text: sample(replacing: ["id": "id:"]),
              expected: ["1:4: expected an id after 'id:', e.g. 'scale-uikit'"]),
    ErrorCase(name: "all errors of a file, in order",
              text: sample(replacing: ["reason": "reason:", "priority": "priority: x"], adding: ["when: kind is a"]),
              expected: [
                  "3:8: expected a sentence after 'reason:'",
                  "4:11: expected an integer after 'priority:', e.g. 'priority: 500', found 'x'",
                  "7:7: unknown subject 'kind' in 'when:'; expected one of: "
                      + "type, context, member, moment, closure, access, use, role, scene, container, min-ios, value",
              ]),
]

/// Problems with actions, templates and captures.
let actionErrorCases: [ErrorCase] = [
    ErrorCase(name: "no action", text: sample(replacing: ["rewrite": nil]),
              expected: ["1:1: missing action; expected a 'rewrite:' or a 'report:' field"]),
    ErrorCase(name: "two actions", text: sample(adding: ["report: Old.", "suggest: New."]),
              expected: ["7:1: a rule has exactly one action; 'report' conflicts with 'rewrite' on line 6"]),
    ErrorCase(name: "report without suggest", text: sample(replacing: ["rewrite": "report: Cannot rewrite."]),
              expected: ["6:1: missing required field 'suggest' for the 'report:' on this line; say what to write instead"]),
    ErrorCase(name: "suggest with rewrite", text: sample(adding: ["suggest: Something."]),
              expected: ["7:1: 'suggest:' goes only with a 'report:' action; a rewrite shows its template"]),
    ErrorCase(name: "empty rewrite", text: sample(replacing: ["rewrite": "rewrite:"]),
              expected: ["6:9: expected a replacement after 'rewrite:', e.g. 'traitCollection.displayScale'"]),
    ErrorCase(name: "unknown placeholder", text: sample(replacing: ["rewrite": "rewrite: {window}.scale"]), expected: [
        "6:10: unknown placeholder {window}; expected one of: {member}, {environment}, {geometry}, {size}, {container}, {container-bounds}, {container-size}, {scene}, {screen}",
    ]),
    ErrorCase(name: "member placeholder without member", text: sample(replacing: ["rewrite": "rewrite: x * {member}"]),
              expected: ["6:14: placeholder {member} needs a 'member:' field declaring the property to insert, "
                         + #"e.g. 'member: @Environment(\.displayScale) private var displayScale'"#]),
    ErrorCase(name: "member not used", text: sample(adding: [#"member: @Environment(\.displayScale) var scale"#]),
              expected: ["7:1: 'member:' declares a property but the rewrite does not use {member}; "
                         + "write {member} where the property's name belongs"]),
    ErrorCase(name: "member with report",
              text: sample(replacing: ["rewrite": "report: No."], adding: ["suggest: Yes.", "member: var x = 1"]),
              expected: ["8:1: 'member:' goes only with a 'rewrite:' action"]),
    ErrorCase(name: "member without var", text: sample(replacing: ["rewrite": "rewrite: {member}"],
                                                       adding: [#"member: @Environment(\.displayScale)"#]),
              expected: ["7:9: expected 'var NAME' in the member declaration, "
                         + #"e.g. '@Environment(\.displayScale) private var displayScale'"#]),
    ErrorCase(name: "capture not in every pattern",
              text: sample(replacing: ["match": "match: UIScreen.main.bounds.width * $K",
                                       "rewrite": "rewrite: bounds.width * $K"],
                           adding: ["match: UIScreen.main.bounds.size.width"]),
              expected: ["6:25: capture $K used in rewrite but not defined in match on line 7"]),
    ErrorCase(name: "capture with another sigil",
              text: sample(replacing: ["match": "match: UIScreen.main.bounds$$$REST", "rewrite": "rewrite: bounds$REST"]),
              expected: ["6:16: capture $REST is written $$$REST in match on line 5; spell it the same way"]),
    ErrorCase(name: "bad capture name in template", text: sample(replacing: ["rewrite": "rewrite: $$$"]),
              expected: ["6:10: expected a capture name in capitals after '$$$', e.g. $$$REST"]),
]

/// Problems inside patterns and member declarations, positioned within their line.
let patternErrorCases: [ErrorCase] = [
    ErrorCase(name: "hole before the anchor", text: sample(replacing: ["match": "match: $X + UIScreen.main.scale"]),
              expected: ["5:8: hole $X comes before the anchor 'UIScreen.' with no token on its left; before the anchor only a $NAME hole after a token is allowed, e.g. 'GridItem(.flexible(), spacing: $S)'"]),
    ErrorCase(name: "no anchor", text: sample(replacing: ["match": "match: screen.scale"]), expected: [
        "5:8: expected the API the pattern is anchored on, e.g. 'UIScreen.main', 'UIApplication.shared.keyWindow' or '.userInterfaceIdiom'; the engine lines the pattern up with each use of it",
    ]),
    ErrorCase(name: "empty match", text: sample(replacing: ["match": "match:"]),
              expected: ["5:7: expected a pattern of Swift tokens, e.g. 'UIScreen.main.scale'"]),
    ErrorCase(name: "unbalanced pattern", text: sample(replacing: ["match": "match: max(UIScreen.main.scale"]),
              expected: ["5:11: unclosed '(' in pattern"]),
    ErrorCase(name: "two attributes", text: sample(replacing: ["rewrite": "rewrite: {member}"],
                                                   adding: [#"member: @MainActor @Environment(\.displayScale) var s"#]),
              expected: [#"7:9: expected at most one attribute in a member declaration, found @MainActor @Environment(\.displayScale)"#]),
    ErrorCase(name: "unclosed attribute", text: sample(replacing: ["rewrite": "rewrite: {member}"],
                                                       adding: [#"member: @Environment(\.displayScale var s"#]),
              expected: ["7:9: unclosed '(' in the member declaration's attribute"]),
    ErrorCase(name: "second rewrite with no match above it", text: sample(adding: ["rewrite: other"]),
              expected: ["7:1: 'rewrite:' has no 'match:' line above it; with several rewrites, each applies"
                         + " to the match lines between it and the previous rewrite"]),
    ErrorCase(name: "match after the last of several rewrites",
              text: sample(adding: ["match: UIScreen.main.bounds", "rewrite: self.bounds", "match: UIScreen.main.nativeScale"]),
              expected: ["9:1: 'match:' has no 'rewrite:' below it; with several rewrites, each applies to the match"
                         + " lines above it"]),
    ErrorCase(name: "expect with a value",
              text: sample(adding: ["example-change:", "  a", "expect: b", "  b"]),
              expected: ["9:9: expected nothing after 'expect:'; put the expected code on the indented lines below it"]),
]

/// Problems with example blocks.
let exampleErrorCases: [ErrorCase] = [
    ErrorCase(name: "header with a value", text: sample(adding: ["example-keep: let x = 1", "  let y = 2"]),
              expected: ["7:15: expected nothing after 'example-keep:'; put the code on the indented lines below it"]),
    ErrorCase(name: "header without block", text: sample(adding: ["example-keep:", "example-keep:", "  let x = 1"]),
              expected: ["7:1: expected an indented code block after 'example-keep:'"]),
    ErrorCase(name: "change without expect", text: sample(adding: ["example-change:", "  let x = 1", "default: on"]),
              expected: ["9:1: expected 'expect:' after the code block of the 'example-change:' on line 7"]),
    ErrorCase(name: "change at end of file", text: sample(adding: ["example-change:", "  let x = 1"]),
              expected: ["7:1: expected 'expect:' after the code block of the 'example-change:' on line 7"]),
    ErrorCase(name: "expect without block", text: sample(adding: ["example-change:", "  let x = 1", "expect:"]),
              expected: ["9:1: expected an indented code block after 'expect:'"]),
    ErrorCase(name: "stray expect", text: sample(adding: ["expect:", "  let x = 1"]),
              expected: ["7:1: 'expect:' must follow the code block of an 'example-change:'"]),
    ErrorCase(name: "stray example-args", text: sample(adding: ["example-args: --min-ios 17"]),
              expected: ["7:1: 'example-args:' must come right after 'example-change:' or 'example-keep:'"]),
    ErrorCase(name: "empty example-args", text: sample(adding: ["example-keep:", "example-args:", "  let x = 1"]),
              expected: ["8:14: expected settings after 'example-args:', e.g. '--min-ios 17'"]),
    ErrorCase(name: "stray block", text: sample(adding: ["", "  let x = 1"]), expected: [
        "8:1: unexpected indented block; only the code under 'example-change:', 'expect:', 'example-keep:' and 'support-file:' is indented",
    ]),
    ErrorCase(name: "one-space indentation", text: sample(adding: ["example-keep:", "  let x = 1", " let y = 2"]),
              expected: ["9:1: expected at least 2 spaces of indentation in an example block"]),
    ErrorCase(name: "tab indentation", text: sample(adding: ["example-keep:", "\tlet x = 1"]),
              expected: ["8:1: expected spaces, not a tab, to indent an example line"]),
]

@Suite struct RuleErrorTests {
    @Test(arguments: fieldErrorCases + actionErrorCases + patternErrorCases + exampleErrorCases)
    func reportsExactErrors(_ errorCase: ErrorCase) {
        #expect(errorLines(errorCase.text) == errorCase.expected)
    }

    @Test func formatsLikeACompiler() {
        let error = RuleError(path: "Rules/x.rule", line: 3, column: 7, message: "expected 'is' or 'is not'")
        #expect(error.description == "Rules/x.rule:3:7: error: expected 'is' or 'is not'")
    }

    @Test func theSampleIsValid() {
        let (rule, errors) = parsed(sample())
        #expect(rule != nil, "\(errors)")
    }
}
