import Testing
@testable import Migration

@Suite("Objective-C frames that Masonry replaces")
struct ObjectiveCMasonryTests {
    private static func findings(_ text: String) -> [Finding] {
        ObjectiveCScanner.findings(in: Array(text.utf8))
    }

    @Test("a frame or centre that constraints on the same view later in the method fix is a placeholder")
    func replacedGeometryIsAPlaceholder() throws {
        let found = Self.findings("""
            @implementation Toast
            + (void)show {
                UIView *view = [[UIView alloc] init];
                view.center = CGPointMake([UIScreen mainScreen].bounds.size.width / 2, 100);
                [view mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.center.mas_equalTo(view.superview);
                }];
            }
            - (void)build {
                UILabel *label = [[UILabel alloc] initWithFrame:[UIScreen mainScreen].bounds];
                [label mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self);
                }];
            }
            @end
            """)
        try #require(found.count == 2)
        #expect(found[0].message.contains("sets the center of `view`, which the Masonry constraints on line 5 replace"), "\(found[0].message)")
        #expect(found[1].message.contains("sets the frame of `label`, which the Masonry constraints on line 11 replace"), "\(found[1].message)")
        #expect(found[1].suggestion.contains("CGRectZero"), "\(found[1].suggestion)")
    }

    @Test("constraints that leave a length open, a read of the frame before them, or a project's own view class prove nothing")
    func partialConstraintsKeepTheFrame() throws {
        let found = Self.findings("""
            @implementation Builder
            - (void)corner {
                UILabel *label = [[UILabel alloc] initWithFrame:[UIScreen mainScreen].bounds];
                [label mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.equalTo(self);
                }];
            }
            - (void)measured {
                UILabel *label = [[UILabel alloc] initWithFrame:[UIScreen mainScreen].bounds];
                CGFloat width = label.frame.size.width;
                [label mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self);
                }];
            }
            - (void)own {
                CardView *card = [[CardView alloc] initWithFrame:[UIScreen mainScreen].bounds];
                [card mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self);
                }];
            }
            @end
            """)
        try #require(found.count == 3)
        for finding in found { #expect(!finding.message.contains("Masonry"), "\(finding.message)") }
    }
}
