import Testing
@testable import RuleLanguage

/// `rewrite:` templates: text, captures, placeholders, rendering.
@Suite struct TemplateTests {
    @Test func splitsCapturesAndPlaceholders() throws {
        let template = try #require(Template.parse("max({member}, 1) * $FACTOR + bounds$$$REST").template)
        #expect(template.segments == [
            .text("max("), .placeholder(.member), .text(", 1) * "), .capture("FACTOR"),
            .text(" + bounds"), .capture("REST"),
        ])
        #expect(template.captureNames == ["FACTOR", "REST"])
        #expect(template.placeholders == [.member])
    }

    @Test func keepsSwiftDollarNamesAndSpacedClosuresAsText() throws {
        let text = "items.map { $0 * 2 } + $value + { x }"
        let template = try #require(Template.parse(text).template)
        #expect(template.segments == [.text(text)])
    }

    @Test func recognizesEveryPlaceholder() throws {
        let template = try #require(Template.parse("{member}{environment}{geometry}{size}{container}{container-bounds}{container-size}{scene}{screen}").template)
        #expect(template.placeholders == Set(TemplatePlaceholder.allCases))
    }

    @Test func rendersWithCapturesAndPlaceholders() throws {
        let template = try #require(Template.parse("{scene}.screen.bounds$$$REST").template)
        let rendered = template.render(capture: { $0 == "REST" ? ".width" : "?" },
                                       placeholder: { $0 == .scene ? "view.window?.windowScene" : "?" })
        #expect(rendered == "view.window?.windowScene.screen.bounds.width")
    }

    @Test func reportsBadCaptureNames() {
        let errors = Template.parse("x + $Foo", path: "r", line: 6, column: 10).errors.map(\.description)
        #expect(errors == ["r:6:14: error: capture name '$Foo' may use only capital letters, digits and '_'"])
    }
}

/// `member:` declarations: attribute and name.
@Suite struct MemberDeclarationTests {
    @Test func readsAttributeAndName() throws {
        let text = #"@Environment(\.displayScale)  private  var scale: CGFloat"#
        let member = try #require(MemberDeclaration.parse(text).declaration)
        #expect(member == MemberDeclaration(text: text, attribute: #"@Environment(\.displayScale)"#, name: "scale"))
    }

    @Test func anAttributeIsOptional() throws {
        let member = try #require(MemberDeclaration.parse("private lazy var screenScale = 2.0").declaration)
        #expect(member.attribute == nil)
        #expect(member.name == "screenScale")
    }

    @Test func unknownPlaceholdersAreErrorsEvenWhenTheyLookLikeClosures() {
        let errors = Template.parse("items.map {x}", path: "r", line: 6, column: 10).errors.map(\.description)
        #expect(errors == ["r:6:20: error: unknown placeholder {x}; expected one of: {member}, {environment}, {geometry}, {size}, {container}, {container-bounds}, {container-size}, {scene}, {screen}"])
    }
}
