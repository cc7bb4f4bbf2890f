import Testing
@testable import Migration
import SourceModel

/// The Objective-C scanner: every spelling of the main screen, and nothing inside comments,
/// literals or `#if 0` blocks.
@Suite("Objective-C scanner")
struct ObjectiveCScannerTests {
    private static func uses(_ text: String) -> [ObjectiveCScreenUse] {
        ObjectiveCScanner.uses(in: Array(text.utf8))
    }

    /// The use in `text`, as (member, spelled) pairs.
    private static func found(_ text: String) -> [String] {
        uses(text).map { "\($0.member ?? "-") \($0.spelled)" }
    }

    @Test func messageAndDotSpellingsWithTheirMembers() {
        #expect(Self.found("CGRect r = [[UIScreen mainScreen] bounds];") == ["bounds [[UIScreen mainScreen] bounds]"])
        #expect(Self.found("CGFloat w = [UIScreen mainScreen].bounds.size.width;")
                == ["bounds [UIScreen mainScreen].bounds"])
        #expect(Self.found("CGFloat s = UIScreen.mainScreen.scale;") == ["scale UIScreen.mainScreen.scale"])
        #expect(Self.found("CGFloat s = [UIScreen.mainScreen nativeScale];")
                == ["nativeScale [UIScreen.mainScreen nativeScale]"])
        #expect(Self.found("UIScreen *screen = [UIScreen mainScreen];") == ["- [UIScreen mainScreen]"])
        #expect(Self.found("[[UIScreen mainScreen] setBrightness:1.0];")
                == ["brightness [[UIScreen mainScreen] setBrightness:]"])
        #expect(Self.found("UIScreen.mainScreen.brightness = 0.5;") == ["brightness UIScreen.mainScreen.brightness"])
    }

    @Test func nestedBracketsFindTheMemberSentToTheScreen() {
        #expect(Self.found("CGSize s = [[[UIScreen mainScreen] bounds] size];") == ["bounds [[UIScreen mainScreen] bounds]"])
        // An argument, not a receiver: the screen object itself.
        #expect(Self.found("[self showOn:[UIScreen mainScreen] animated:YES];") == ["- [UIScreen mainScreen]"])
        #expect(Self.found("NSArray *a = @[[UIScreen mainScreen]];") == ["- [UIScreen mainScreen]"])
        #expect(Self.found("[view setFrame:[[UIScreen mainScreen] applicationFrame]];")
                == ["applicationFrame [[UIScreen mainScreen] applicationFrame]"])
        // Comments and line breaks between the tokens do not matter.
        #expect(Self.found("[[UIScreen /* main */ mainScreen]\n    bounds]") == ["bounds [[UIScreen mainScreen] bounds]"])
    }

    @Test func aWindowsFrameIsItsOwnBucket() {
        let text = """
            self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
            UIWindow *w = [[MyAppWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
            self.window.frame = UIScreen.mainScreen.bounds;
            hud = [[HUDView alloc] initWithFrame:[UIScreen mainScreen].bounds];
            self.view.frame = [UIScreen mainScreen].bounds;
            self.window.frame = CGRectMake(0, 0, [UIScreen mainScreen].scale, 1);
            """
        #expect(Self.uses(text).map(\.bucket) == [.windowFrame, .windowFrame, .windowFrame, .size, .size, .scale])
        let finding = ObjectiveCScanner.findings(in: Array(text.utf8))[0]
        #expect(finding.suggestion.contains("initWithWindowScene:"))
    }

    @Test("a window made outside the app delegate's launch is another window: made from a shown window's scene")
    func overlayWindows() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            @implementation StatusBanner
            - (UIWindow *)overlayWindow { return [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds]; }
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
                return YES;
            }
            @end
            @implementation Wireframe
            - (void)install:(Root *)root { root.window.frame = [[UIScreen mainScreen] bounds]; }
            @end
            """.utf8))
        try #require(found.count == 3)
        // A frame set on a window that exists (the app's, handed in) is not a window made here.
        #expect(found[2].suggestion.contains("scene:willConnectToSession:options:"), "\(found[2].suggestion)")
        #expect(found[0].suggestion.hasPrefix("this window is made beside the app's own"), "\(found[0].suggestion)")
        #expect(found[0].suggestion.contains("the key window's windowScene"))
        #expect(found[1].suggestion.contains("scene:willConnectToSession:options:"), "\(found[1].suggestion)")
    }

    @Test("a use in a #define (also on a line a backslash continues) names the macro whose uses must change")
    func macroDefinitions() {
        let text = "#define Screen_Height [[UIScreen mainScreen] bounds].size.height\n"
            + "#define Is_IPhoneX (Screen_Width >= 375.0f && \\\n    [UIScreen mainScreen].bounds.size.height >= 812.0f)\n"
            + "void f(void) { CGFloat h = [UIScreen mainScreen].bounds.size.height; }\n"
        let findings = ObjectiveCScanner.findings(in: Array(text.utf8))
        #expect(findings.map(\.line) == [1, 3, 4])
        #expect(findings[0].message.hasPrefix("the macro Screen_Height hands this to every line that uses it"))
        #expect(findings[1].suggestion.hasPrefix("change the lines that use Is_IPhoneX"))
        #expect(!findings[2].message.contains("macro"))
    }

    @Test func bucketsFollowTheMember() {
        #expect(ScreenBucket(member: "bounds") == .size)
        #expect(ScreenBucket(member: "applicationFrame") == .size)
        #expect(ScreenBucket(member: "nativeBounds") == .size)
        #expect(ScreenBucket(member: "scale") == .scale)
        #expect(ScreenBucket(member: "nativeScale") == .scale)
        #expect(ScreenBucket(member: "traitCollection") == .traits)
        #expect(ScreenBucket(member: "brightness") == .screenObject)
        #expect(ScreenBucket(member: nil) == .screenObject)
    }

    @Test func commentsStringsAndCharactersAreSkipped() {
        let text = """
            // [UIScreen mainScreen].bounds
            /* UIScreen.mainScreen.scale
               [[UIScreen mainScreen] bounds] */
            NSString *a = @"[UIScreen mainScreen]";
            const char *b = "UIScreen.mainScreen \\" [UIScreen mainScreen]";
            char c = '[';
            // a continued comment \\
            [UIScreen mainScreen]
            std::string d = R"x([UIScreen mainScreen] )" )x";
            CGFloat s = UIScreen.mainScreen.scale;
            """
        let found = Self.uses(text)
        #expect(found.map(\.spelled) == ["UIScreen.mainScreen.scale"])
    }

    @Test func deadIfZeroBlocksAreSkippedButMacrosAndLiveBranchesAreNot() {
        let text = """
            #define SCREEN_WIDTH ([UIScreen mainScreen].bounds.size.width)
            #if 0
            CGFloat a = UIScreen.mainScreen.scale;
            #if TARGET_OS_IOS
            CGFloat b = UIScreen.mainScreen.scale;
            #endif
            #else
            CGFloat c = [UIScreen mainScreen].nativeScale;
            #endif
            #if DEBUG
            CGFloat d = [[UIScreen mainScreen] scale];
            #endif
            """
        #expect(Self.found(text) == ["bounds [UIScreen mainScreen].bounds", "nativeScale [UIScreen mainScreen].nativeScale",
                                     "scale [[UIScreen mainScreen] scale]"])
    }

    @Test func lookAlikesAreNotUses() {
        #expect(Self.uses("[UIScreen screens]; [NSScreen mainScreen]; UIScreen *s; [MyUIScreen mainScreen];").isEmpty)
        #expect(Self.uses("obj.UIScreen.mainScreen; UIScreenMainScreen; [UIScreen mainScreenFor:x];").isEmpty)
    }

    @Test func linesAndColumnsPointAtUIScreenWithLFAndCRLF() {
        for newline in ["\n", "\r\n", "\r"] {
            let text = ["#import <UIKit/UIKit.h>", "", "  x = [[UIScreen mainScreen] bounds];", "\ty = UIScreen.mainScreen.scale;"]
                .joined(separator: newline)
            let findings = ObjectiveCScanner.findings(in: Array(text.utf8))
            #expect(findings.map { "\($0.line):\($0.column)" } == ["3:9", "4:6"], "newline \(Array(newline.utf8))")
            #expect(findings.allSatisfy { $0.ruleID == "objc-main-screen" && $0.severity == .warning })
        }
    }

    @Test func findingsSayWhatToReadInsteadPerBucket() throws {
        let text = "@implementation Box\n- (void)go {\n a = [UIScreen mainScreen].bounds; b = UIScreen.mainScreen.scale; c = [UIScreen mainScreen];\n}\n@end"
        let findings = ObjectiveCScanner.findings(in: Array(text.utf8))
        try #require(findings.count == 3)
        #expect(findings[0].suggestion.contains("self.bounds in layoutSubviews"))
        #expect(findings[0].suggestion.contains("self.view.bounds in viewWillLayoutSubviews"))
        #expect(findings[1].suggestion.contains("self.traitCollection.displayScale"))
        #expect(findings[2].suggestion.contains("self.view.window.windowScene.screen"))
        #expect(findings[0].message.hasPrefix("[UIScreen mainScreen].bounds is the main screen's size"))
    }

    @Test func anyBytesAreScannedWithoutTrapping() {
        // Latin-1 in a comment, a NUL, a lone continuation byte, and files cut off inside every construct.
        let latin1: [UInt8] = Array("// caf".utf8) + [0xE9] + Array("\nx = UIScreen.mainScreen.scale;".utf8)
        #expect(ObjectiveCScanner.uses(in: latin1).count == 1)
        #expect(ObjectiveCScanner.uses(in: [0, 0x80, 0xFF] + Array("[UIScreen mainScreen]".utf8)).count == 1)
        for tail in ["/* open", "\"open", "'", "@\"", "R\"x(open", "#if 0\n[UIScreen mainScreen]", "[UIScreen", "UIScreen.", "1'"] {
            _ = ObjectiveCScanner.findings(in: Array(("[UIScreen mainScreen];\n" + tail).utf8))
        }
        #expect(ObjectiveCScanner.uses(in: Array("[UIScreen mainScreen];\n/* open [UIScreen mainScreen]".utf8)).count == 1)
    }
}

@Suite("Objective-C: code behind a runtime check for older systems")
struct ObjectiveCOlderVersionTests {
    private func message(_ code: String) -> String? {
        ObjectiveCScanner.findings(in: Array(code.utf8)).first?.message
    }

    @Test("a read joined by && to a systemVersion or SYSTEM_VERSION_LESS_THAN check runs only on older systems; || or >= does not say so")
    func olderVersionChecks() {
        let inCondition = """
            - (void)blur {
                if ([[[UIDevice currentDevice] systemVersion] floatValue] < 7.0f && [UIScreen mainScreen].scale == 1.0f) {
                    self.radius = 2;
                }
            }
            """
        #expect(message(inCondition)?.hasPrefix("this runs only on systems older than the version the check on line 2") == true)
        let inBlock = """
            - (void)place {
                if (SYSTEM_VERSION_LESS_THAN(@"8.0") && landscape) {
                    self.frame = [UIScreen mainScreen].bounds;
                }
            }
            """
        #expect(message(inBlock)?.hasPrefix("this runs only on systems older") == true)
        let either = inBlock.replacingOccurrences(of: "&&", with: "||")
        #expect(message(either)?.hasPrefix("this runs only") == false)
        let newer = inCondition.replacingOccurrences(of: "< 7.0f", with: ">= 7.0f")
        #expect(message(newer)?.hasPrefix("this runs only") == false)
    }

    @Test("a block under a negated check for a version and later (`!IS_IOS8_OR_LATER`, `! DEVICE_HAS_IOS7`) runs only on older systems; the check itself does not")
    func negatedNewerChecks() {
        let negated = """
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                if ( ! DEVICE_HAS_IOS7 ) {
                    UIView *line = [[UIView alloc] initWithFrame:CGRectMake(0, 0, [[UIScreen mainScreen] bounds].size.width, 1)];
                }
            }
            """
        #expect(message(negated)?.hasPrefix("this runs only on systems older than the version the check on line 2") == true)
        let named = negated.replacingOccurrences(of: "! DEVICE_HAS_IOS7", with: "!IS_IOS8_OR_LATER")
        #expect(message(named)?.hasPrefix("this runs only on systems older") == true)
        let plain = negated.replacingOccurrences(of: "! DEVICE_HAS_IOS7", with: "DEVICE_HAS_IOS7")
        #expect(message(plain)?.hasPrefix("this runs only") == false)
        let joined = negated.replacingOccurrences(of: "! DEVICE_HAS_IOS7", with: "!DEVICE_HAS_IOS7 || compact")
        #expect(message(joined)?.hasPrefix("this runs only") == false)
        let unrelated = negated.replacingOccurrences(of: "! DEVICE_HAS_IOS7", with: "!hasIcons")
        #expect(message(unrelated)?.hasPrefix("this runs only") == false)
    }
}
