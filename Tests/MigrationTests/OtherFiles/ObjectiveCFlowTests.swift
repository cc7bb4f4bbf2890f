import Testing
@testable import Migration
import SourceModel

/// Where an Objective-C value goes through locals and branches: a view's own frame, a root view, a window,
/// a branch for older systems, a test whose branches are the same code.
@Suite("Objective-C values through locals and branches")
struct ObjectiveCFlowTests {
    /// The suggestion of each finding in `text`, in order.
    private static func suggestions(_ text: String) -> [String] {
        ObjectiveCScanner.findings(in: Array(text.utf8)).map(\.suggestion)
    }

    @Test("the else of a check named for a version and later is for older systems; a negated or joined one is not")
    func namedVersionChecks() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            @implementation Pager
            - (void)viewDidLayoutSubviews {
                if (self.isIOS8AndAbove) { [self adjust]; } else { self.x = [UIScreen mainScreen].bounds.size.height; }
                if (SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(@"8.0")) { } else { self.y = [UIScreen mainScreen].bounds.size.width; }
                if (!self.isIOS8AndAbove) { } else { self.z = [UIScreen mainScreen].bounds.size.width; }
                if (self.isIOS8AndAbove || self.compact) { } else { self.w = [UIScreen mainScreen].bounds.size.width; }
                if (self.iosVersion) { } else { self.v = [UIScreen mainScreen].bounds.size.width; }
            }
            @end
            """.utf8)).map(\.message)
        try #require(found.count == 5)
        #expect(found[0].hasPrefix("this is the branch for systems older than the version the `isIOS8AndAbove` check on line 3"), "\(found[0])")
        #expect(found[1].hasPrefix("this is the branch for systems older than the version the `SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO` check"))
        for message in found[2...] { #expect(!message.hasPrefix("this is the branch"), "\(message)") }
        #expect(ObjectiveCAvailability.namesNewerSystems("IS_IOS7_OR_LATER"))
        #expect(!ObjectiveCAvailability.namesNewerSystems("isIOSDevice"))
    }

    @Test("a view's own frame reached through locals, or handed to super's initWithFrame:, is its own frame")
    func ownFrameThroughLocals() throws {
        let text = """
            @interface Alert : UIView
            @end
            @implementation Alert
            - (void)adjustFrame {
                CGFloat screenWidth = [UIScreen mainScreen].bounds.size.width;
                CGFloat xOrigin = (screenWidth - 270) / 2;
                self.frame = CGRectMake(xOrigin, 100, 270, 200);
            }
            - (instancetype)initBar {
                self = [super initWithFrame:CGRectMake(0, 20, [UIScreen mainScreen].bounds.size.width, 44)];
                return self;
            }
            - (void)layoutLine {
                CGFloat width = [UIScreen mainScreen].bounds.size.width;
                self.line.frame = CGRectMake(0, 0, width, 1);
            }
            @end
            """
        let found = Self.suggestions(text)
        try #require(found.count == 3)
        #expect(found[0].hasPrefix("this sets the view's own frame"), "\(found[0])")
        #expect(found[1].hasPrefix("this sets the view's own frame"), "\(found[1])")
        #expect(found[2].hasPrefix("in -[Alert layoutLine], set frames"), "\(found[2])")
    }

    @Test("a window sizing itself in its initializer is told to be made from a scene, whichever window it is")
    func windowSizingItself() throws {
        let found = Self.suggestions("""
            @interface HUDWindow : UIWindow
            @end
            @implementation HUDWindow
            - (instancetype)init {
                if ((self = [super initWithFrame:[[UIScreen mainScreen] bounds]])) { self.windowLevel = UIWindowLevelAlert; }
                return self;
            }
            @end
            """)
        try #require(found.count == 1)
        #expect(found[0].hasPrefix("this window sizes itself: from iOS 13, make it with initWithWindowScene:"), "\(found[0])")
    }

    @Test("a screen read in the test of an if whose branches are the same code decides nothing")
    func equalBranchesDecideNothing() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            @implementation Profile
            - (void)layout {
                if ([UIScreen mainScreen].bounds.size.height < 500) { self.box.frame = CGRectMake(0, 0, 300, 40); }
                else { self.box.frame = CGRectMake(0, 0, 300, 40); }
                if ([UIScreen mainScreen].bounds.size.height < 500) { self.box.frame = CGRectMake(0, 0, 300, 40); }
                else { self.box.frame = CGRectMake(0, 0, 320, 40); }
                if ([UIScreen mainScreen].bounds.size.height < 500) self.tall = NO; else self.tall = NO;
                if ([UIScreen mainScreen].scale == 2.0) { self.metrics = @"960*640"; } else { self.metrics = @"480*320"; }
                if ([UIScreen mainScreen].scale == 2.0) { self.metrics = @"960"; /* retina */ } else { self.metrics = @"960"; }
            }
            @end
            """.utf8))
        try #require(found.count == 5)
        #expect(found[0].message.contains("whose two branches do the same, token for token"), "\(found[0].message)")
        // Literals are part of the code compared; comments are not.
        #expect(!found[3].message.contains("two branches do the same"), "\(found[3].message)")
        #expect(found[4].message.contains("two branches do the same"), "\(found[4].message)")
        #expect(found[0].suggestion == "delete the test and keep one of its branches")
        #expect(!found[1].message.contains("two branches do the same"), "\(found[1].message)")
        #expect(found[2].message.contains("whose two branches do the same"), "\(found[2].message)")
    }

    @Test("a method declared without a return type is a method: its code is in it, not outside any method")
    func methodWithoutReturnType() throws {
        let text = """
            @interface MenuController : UIViewController
            @end
            @implementation MenuController
            - init:(id)owner withWindow:(UIWindow *)window {
                if (self = [super init]) {
                    CGRect frame = [[UIScreen mainScreen] applicationFrame];
                    self.menu = [[UIView alloc] initWithFrame:frame];
                }
                return self;
            }
            @end
            """
        let found = Self.suggestions(text)
        try #require(found.count == 1)
        #expect(!found[0].contains("outside any method"), "\(found[0])")
    }

    @Test("a root view reached through two locals is the root view")
    func rootViewThroughLocals() throws {
        let text = """
            @interface Container : UIViewController
            @end
            @implementation Container
            - (void)loadView {
                CGRect screenFrame = [[UIScreen mainScreen] bounds];
                UIView *view = [[UIView alloc] initWithFrame:screenFrame];
                view.backgroundColor = [UIColor blackColor];
                self.view = view;
            }
            @end
            """
        let found = Self.suggestions(text)
        try #require(found.count == 1)
        #expect(found[0].contains("makes the root view"), "\(found[0])")
    }

    @Test("a root view kept in an instance variable is the root view; an instance variable made into a subview is not")
    func rootViewThroughInstanceVariable() throws {
        let text = """
            @interface Login : UIViewController
            @end
            @implementation Login
            - (void)loadView {
                CGRect rect = [[UIScreen mainScreen] bounds];
                _loginView = [[LoginView alloc] initWithFrame:rect];
                _loginView.delegate = self;
                self.view = _loginView;
            }
            - (void)viewDidLoad {
                CGRect rect = [[UIScreen mainScreen] bounds];
                _banner = [[Banner alloc] initWithFrame:rect];
                [self.view addSubview:_banner];
            }
            @end
            """
        let found = Self.suggestions(text)
        try #require(found.count == 2)
        #expect(found[0].contains("makes the root view"), "\(found[0])")
        #expect(!found[1].contains("root view"), "\(found[1])")
    }

    @Test("the right side of `?:` is a fallback, through the calls around it; a plain read is not")
    func elvisFallback() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            @implementation EmptyView
            - (void)setup {
                CGFloat width = CGRectGetWidth(self.frame) ? : CGRectGetWidth([UIScreen mainScreen].bounds);
                self.other = CGRectGetWidth([UIScreen mainScreen].bounds) + width;
            }
            @end
            """.utf8))
        try #require(found.count == 2)
        #expect(found[0].message.contains("is the fallback of `?:` here"), "\(found[0].message)")
        #expect(!found[1].message.contains("fallback"), "\(found[1].message)")
    }
}
