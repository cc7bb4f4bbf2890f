import Testing
@testable import Migration
import SourceModel

/// An Objective-C screen length compared with a device's side picks a device, and one compared
/// with the screen's other side asks which way it is turned: neither is a size to read elsewhere.
@Suite("Objective-C comparisons")
struct ObjectiveCComparisonTests {
    private static func findings(_ text: String) -> [Finding] {
        ObjectiveCScanner.findings(in: Array(text.utf8))
    }

    @Test("a length equal to a device's side picks a model, on either side of the operator")
    func exactSidesPickAModel() throws {
        let found = Self.findings("""
            @implementation HomeController : UIViewController
            - (void)viewDidLoad {
                if ([UIScreen mainScreen].bounds.size.height == 568) { self.compact = YES; }
                if (812.0 != [[UIScreen mainScreen] bounds].size.height) { self.notch = NO; }
            }
            @end
            """)
        try #require(found.count == 2)
        #expect(found[0].message.contains("[UIScreen mainScreen].bounds is compared (`==`) with the side of a device's screen: it picks a device model"), "\(found[0].message)")
        #expect(found[1].message.contains("[[UIScreen mainScreen] bounds] is compared (`!=`) with the side of a device's screen: it picks a device model"), "\(found[1].message)")
        for finding in found { #expect(finding.suggestion.contains("size classes"), "\(finding.suggestion)") }
    }

    @Test("a macro's device test is one: a comparison that ends its line (`== 812.f`, no parentheses), and the panel's pixel size")
    func deviceTestMacros() throws {
        let found = Self.findings("""
            #define isiPhone_X [UIScreen mainScreen].bounds.size.height == 812.f
            #define kDevice_Is_iPhoneX ([UIScreen instancesRespondToSelector:@selector(currentMode)] ? CGSizeEqualToSize(CGSizeMake(1125, 2436), [[UIScreen mainScreen] currentMode].size) : NO)
            #import <UIKit/UIKit.h>
            """)
        try #require(found.count == 2)
        #expect(found[0].message.contains("is compared (`==`) with the side of a device's screen: it picks a device model"), "\(found[0].message)")
        // `CGSizeEqualToSize` before the read compares it as `==` after it would.
        #expect(found[1].message.contains("is the main screen's panel size in pixels, which tells device models apart"), "\(found[1].message)")
        #expect(found[1].suggestion.contains("safeAreaInsets"), "\(found[1].suggestion)")
    }

    @Test("the panel's pixel size kept or passed on is no device test; compared on either side of its line it is one")
    func panelSizeKeptIsNoDeviceTest() throws {
        let found = Self.findings("""
            - (void)prepare {
                self.outputSize = [UIScreen mainScreen].currentMode.size;
                if (2436 == [UIScreen mainScreen].nativeBounds.size.height) { self.notched = YES; }
            }
            """)
        try #require(found.count == 2)
        #expect(!found[0].message.contains("device models"), "\(found[0].message)")
        #expect(found[0].message.contains("pixels, not points"), "\(found[0].message)")
        #expect(found[0].suggestion.contains("an output size"), "\(found[0].suggestion)")
        #expect(found[1].message.contains("tells device models apart"), "\(found[1].message)")
    }

    @Test("the screen's sides compared to pick one of them in a ternary are its longer or shorter side, not its orientation")
    func sidePickedByTernary() throws {
        let found = Self.findings("""
            @implementation Banner
            - (void)layout {
                self.width = [[UIScreen mainScreen] bounds].size.height > [[UIScreen mainScreen] bounds].size.width ? [[UIScreen mainScreen] bounds].size.height : [[UIScreen mainScreen] bounds].size.width;
                self.landscape = [[UIScreen mainScreen] bounds].size.height < [[UIScreen mainScreen] bounds].size.width;
            }
            @end
            """)
        try #require(found.count >= 2)
        // The branches read the side the comparison picks: the same finding, not the generic size one.
        for picked in found where picked.line == 3 {
            #expect(picked.message.contains("to pick the longer or shorter of the two"), "\(picked.message)")
        }
        let test = try #require(found.first { $0.line == 4 })
        #expect(test.message.contains("asks which way the screen is turned"), "\(test.message)")
    }

    @Test("a device's side that picks between two display scales is a guessed scale, not a question of space")
    func sideThatPicksAScaleIsAScaleGuess() throws {
        let found = Self.findings("""
            @implementation LineCell : UITableViewCell
            - (void)setUpViews {
                CGFloat scale = [UIScreen mainScreen].bounds.size.width <= 375.0 ? 2.0 : 3.0;
                self.line.frame = CGRectMake(0, 0, 100, 1 / scale);
                CGFloat columns = [UIScreen mainScreen].bounds.size.width <= 375 ? 2 : 4;
                self.columns = columns;
            }
            @end
            """)
        try #require(found.count == 2)
        #expect(found[0].message.contains("to pick a display scale: it guesses the scale"), "\(found[0].message)")
        #expect(found[0].suggestion.hasPrefix("read the scale instead of guessing it: self.traitCollection.displayScale"))
        // Two and four are no pair of display scales: a threshold that picks a layout.
        #expect(found[1].message.contains("it sorts devices by their screens"), "\(found[1].message)")
    }

    @Test("a threshold at a device's side sorts devices and keeps the container advice for its method")
    func thresholdsSortDevices() throws {
        let found = Self.findings("""
            @implementation GridView : UIView
            - (void)layoutSubviews {
                self.columns = ([UIScreen mainScreen].bounds.size.width >= 768) ? 4 : 2;
            }
            @end
            """)
        try #require(found.count == 1)
        #expect(found[0].message.contains("[UIScreen mainScreen].bounds is compared (`>=`) with the side of a device's screen: it sorts devices"), "\(found[0].message)")
        #expect(found[0].suggestion.contains("read self.bounds here"), "\(found[0].suggestion)")
    }

    @Test("the screen's width set against its height asks for the orientation, on both uses")
    func otherAxisIsOrientation() throws {
        let found = Self.findings("""
            @implementation Banner : UIView
            - (void)update {
                BOOL wide = CGRectGetWidth([UIScreen mainScreen].bounds) > CGRectGetHeight([[UIScreen mainScreen] bounds]);
                if ([UIScreen mainScreen].bounds.size.width < [UIScreen mainScreen].bounds.size.height) { wide = NO; }
            }
            @end
            """)
        try #require(found.count == 4)
        for finding in found {
            #expect(finding.message.contains("which way the screen is turned"), "\(finding.message)")
            #expect(finding.suggestion.contains("verticalSizeClass"), "\(finding.suggestion)")
        }
    }

    @Test("other numbers, sums and non-screen operands keep the plain size advice")
    func otherComparisonsAreSizes() throws {
        let found = Self.findings("""
            @implementation ListController : UIViewController
            - (void)viewDidLayoutSubviews {
                if ([UIScreen mainScreen].bounds.size.height > 500) { self.tall = YES; }
                if ([UIScreen mainScreen].bounds.size.height - 64 > 568) { self.tall = YES; }
                if ([UIScreen mainScreen].bounds.size.width == self.view.bounds.size.width) { self.full = YES; }
                if ([UIScreen mainScreen].bounds.size.width > [UIScreen mainScreen].bounds.size.width / 2) { self.full = YES; }
            }
            @end
            """)
        try #require(found.count == 5)
        for finding in found {
            #expect(finding.message.contains("is the main screen's size"), "\(finding.message)")
        }
    }

    @Test("a local the length initializes is the test when each of its reads compares it with a device's side")
    func comparedThroughALocal() throws {
        let found = Self.findings("""
            @implementation Device
            + (BOOL)isPhone5 {
                CGFloat screenHeight = [UIScreen mainScreen].bounds.size.height;
                if (screenHeight == 568.0f) return YES;
                return NO;
            }
            - (void)layoutSubviews {
                CGFloat width = [UIScreen mainScreen].bounds.size.width;
                if (width > 320) { self.wide = YES; }
                self.bar.frame = CGRectMake(0, 0, width, 44);
            }
            - (void)reset {
                CGFloat height = [UIScreen mainScreen].bounds.size.height;
                height = height - 64;
                if (height == 568) { self.tall = YES; }
            }
            @end
            """)
        try #require(found.count == 3)
        #expect(found[0].message.contains("is compared (`==`) with the side of a device's screen: it picks a device model"),
                "\(found[0].message)")
        // A read that sizes a frame, or an assignment, keeps the plain size advice.
        #expect(found[1].message.contains("is the main screen's size"), "\(found[1].message)")
        #expect(found[2].message.contains("is the main screen's size"), "\(found[2].message)")
    }

    @Test("two sides of one device test on a line are one finding once a line's repeats are folded")
    func oneFindingPerDeviceTest() throws {
        let found = Self.findings("""
            #define IS_IPHONE_X_ALL ([UIScreen mainScreen].bounds.size.height == 812 || [UIScreen mainScreen].bounds.size.height == 896)
            """).mergingSameLine(path: "Device.h")
        try #require(found.count == 1)
        #expect(found[0].message.contains("the same holds for the use at column"), "\(found[0].message)")
    }

    @Test("a macro that picks a device says so without the bar-height aside")
    func macrosKeepTheComparison() throws {
        let found = Self.findings("""
            #define IS_IPHONE_5 ([[UIScreen mainScreen] bounds].size.height == 568.0)
            """)
        try #require(found.count == 1)
        #expect(found[0].message.contains("[[UIScreen mainScreen] bounds] is compared (`==`) with the side of a device's screen: it picks a device model"), "\(found[0].message)")
        #expect(!found[0].suggestion.contains("safeAreaInsets)"), "\(found[0].suggestion)")
    }
}

/// The main screen compared as an object asks which display, in Objective-C as in Swift.
@Suite("Objective-C screen identity")
struct ObjectiveCScreenIdentityTests {
    @Test("isEqual: and == with the main screen ask which display, never told to read a window scene's screen in its place")
    func identity() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            @implementation UIScreen (Built)
            - (BOOL)isBuiltIn { return [[UIScreen mainScreen] isEqual:self]; }
            @end
            @implementation Player
            - (void)check { self.external = self.view.window.screen != [UIScreen mainScreen]; }
            - (void)dim { [UIScreen mainScreen].brightness = 0.5; }
            @end
            """.utf8))
        try #require(found.count == 3)
        #expect(found[0].message.contains("asks which display this screen is"), "\(found[0].message)")
        #expect(found[1].message.contains("compares a screen object with the main screen: it asks which display something is on"),
                "\(found[1].message)")
        #expect(found[0].suggestion.hasPrefix("decide what the test is for"))
        #expect(!found[2].message.contains("compares a screen object"), "\(found[2].message)")
    }
}
