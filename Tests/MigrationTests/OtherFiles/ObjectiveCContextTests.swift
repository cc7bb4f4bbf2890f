import Testing
@testable import Migration
import SourceModel

/// Objective-C advice follows the class and method a use is in, as far as the file shows them.
@Suite("Objective-C context")
struct ObjectiveCContextTests {
    /// The suggestion of each finding in `text`, in order.
    private static func suggestions(_ text: String) -> [String] {
        ObjectiveCScanner.findings(in: Array(text.utf8)).map(\.suggestion)
    }

    @Test func controllerMethodsSayWhereTheSizeIsKnown() throws {
        let text = """
            @interface PhotoController ()
            @end
            @implementation PhotoController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 44)];
            }
            - (void)viewDidLayoutSubviews { self.bar.frame = [UIScreen mainScreen].bounds; }
            - (void)setupBar:(BOOL)animated withTitle:(NSString *)title { _w = UIScreen.mainScreen.bounds.size.width; }
            - (void)render { _s = [UIScreen mainScreen].scale; }
            @end
            """
        let found = Self.suggestions(text)
        try #require(found.count == 4)
        #expect(found[0].hasPrefix("-[PhotoController viewDidLoad] runs before the view is laid out"))
        #expect(found[0].contains("viewDidLayoutSubviews from self.view.bounds"))
        #expect(found[1].hasPrefix("read self.view.bounds here"))
        #expect(found[2].hasPrefix("in -[PhotoController setupBar:withTitle:], set frames"))
        #expect(found[3].contains("in viewDidLoad it can be 0.0"))
    }

    @Test func theElseOfAnAvailabilityCheckIsForOlderSystems() throws {
        let text = """
            @implementation AppDelegate
            - (void)makeWindow {
                if (@available(iOS 13.0, *)) {
                    self.window = [[UIWindow alloc] initWithWindowScene:self.scene];
                } else {
                    if (self.debug) { NSLog(@"%f", [UIScreen mainScreen].scale); }
                    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
                }
                if (self.compact) { } else { self.width = [UIScreen mainScreen].bounds.size.width; }
            }
            @end
            """
        let found = ObjectiveCScanner.findings(in: Array(text.utf8)).map(\.message)
        try #require(found.count == 3)
        // A nested block inside the `else` is still code for older systems only.
        #expect(found[0].hasPrefix("this is the branch for systems older than the version the `@available` check on line 3"))
        #expect(found[1].hasPrefix("this is the branch for systems older than the version the `@available` check on line 3"))
        // An `else` of a check that names no system version is ordinary code.
        #expect(found[2].contains("is the main screen's size"), "\(found[2])")
    }

    @Test func theAppDelegatesWindowIsTheLaunchWindow() throws {
        let text = """
            @interface PhotoAppDelegate : UIResponder <UIApplicationDelegate>
            @end
            @implementation PhotoAppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                return YES;
            }
            @end
            """
        let found = ObjectiveCScanner.findings(in: Array(text.utf8))
        try #require(found.count == 1)
        #expect(found[0].message.contains("sizes the app's launch window, made in the app delegate: an app without scenes has no window scene"),
                "\(found[0].message)")
        #expect(found[0].suggestion.hasPrefix("adopt scenes to follow the display"), "\(found[0].suggestion)")
    }

    @Test func viewsAndCellsReadTheirOwnBounds() throws {
        let text = """
            @interface Badge : UIImageView
            @end
            @implementation Badge
            - (instancetype)initWithFrame:(CGRect)frame { self = [super initWithFrame:frame]; _w = [UIScreen mainScreen].bounds.size.width; return self; }
            - (void)layoutSubviews { _w = [UIScreen mainScreen].bounds.size.width; }
            @end
            @implementation AlbumRow
            - (void)prepareForReuse { }
            - (void)setup { self.line.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 1); }
            @end
            """
        let found = Self.suggestions(text)
        try #require(found.count == 3)
        #expect(found[0].hasPrefix("-[Badge initWithFrame:] runs before the view has its final size"))
        #expect(found[0].contains("layoutSubviews from self.bounds"))
        #expect(found[1].hasPrefix("read self.bounds here"))
        #expect(found[2].contains("self.contentView.bounds"))
    }

    @Test func aViewSettingItsOwnFrameIsSizedWhereItIsAdded() throws {
        let text = """
            @interface Dimmer : UIView
            @end
            @implementation Dimmer
            - (void)rotated { self.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 1); }
            - (void)show { [self setFrame:[UIScreen mainScreen].bounds]; }
            - (void)layoutCard { self.card.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 1); }
            @end
            """
        let found = Self.suggestions(text)
        try #require(found.count == 3)
        #expect(found[0].hasPrefix("this sets the view's own frame"), "\(found[0])")
        #expect(found[1].hasPrefix("this sets the view's own frame"), "\(found[1])")
        #expect(found[2].hasPrefix("in -[Dimmer layoutCard], set frames"), "\(found[2])")
    }

    @Test func aLocalNothingReadsSizesNothing() throws {
        let text = """
            @implementation PromoController
            - (CGFloat)rowHeight {
                CGRect screenRect = [[UIScreen mainScreen] bounds];
                CGFloat screenWidth = screenRect.size.width;
                // return screenWidth / 2;
                return 44;
            }
            - (CGFloat)cardWidth {
                CGFloat w = [UIScreen mainScreen].bounds.size.width;
                CGFloat half = w / 2;
                return half;
            }
            @end
            """
        let found = ObjectiveCScanner.findings(in: Array(text.utf8))
        try #require(found.count == 2)
        #expect(found[0].message.contains("stored in the local `screenRect`"), "\(found[0].message)")
        #expect(found[0].suggestion.hasPrefix("delete the line"))
        #expect(!found[1].message.contains("stored in the local"), "\(found[1].message)")
    }

    @Test func codeWithoutAViewTakesTheValueFromItsCaller() throws {
        let text = """
            @interface Loader : NSObject
            @end
            @implementation Loader
            - (void)load { _s = [UIScreen mainScreen].bounds.size; }
            + (CGFloat)thumb { return [UIScreen mainScreen].scale * 80; }
            @end
            @implementation Fade
            - (void)animateTransition:(id<UIViewControllerContextTransitioning>)context { _r = [UIScreen mainScreen].bounds; }
            @end
            @implementation ShopAppDelegate
            - (void)start { _r = [UIScreen mainScreen].bounds; }
            @end
            static CGFloat Width(void) { return [UIScreen mainScreen].bounds.size.width; }
            """
        let found = Self.suggestions(text)
        try #require(found.count == 5)
        #expect(found[0].hasPrefix("-[Loader load] belongs to an NSObject subclass, with no view of its own"))
        #expect(found[1].hasPrefix("this code has no view of its own: take the scale as a parameter"))
        #expect(found[2].contains("[transitionContext containerView].bounds"))
        #expect(found[3].hasPrefix("the app delegate has no view"))
        #expect(found[4].hasPrefix("this code is outside any method"))
    }

    @Test func aViewTheMethodIsHandedIsAViewInReach() throws {
        let text = """
            @interface Rounder : NSObject
            @end
            @implementation Rounder
            - (void)round:(UIImageView *)imageView radius:(CGFloat)radius {
                UIGraphicsBeginImageContextWithOptions(imageView.bounds.size, NO, [UIScreen mainScreen].scale);
            }
            - (void)fit:(NSString *)name into:(UIButton *)button { _w = [UIScreen mainScreen].bounds.size.width; }
            - (void)plain:(NSString *)name { _w = [UIScreen mainScreen].bounds.size.width; }
            @end
            """
        let found = Self.suggestions(text)
        try #require(found.count == 3)
        #expect(found[0].hasPrefix("this method is handed the view `imageView` (UIImageView): read its scale"), "\(found[0])")
        #expect(found[1].hasPrefix("-[Rounder fit:into:] is handed the view `button` (UIButton)"), "\(found[1])")
        #expect(found[2].contains("with no view of its own"), "\(found[2])")
    }

    @Test func aTransitionsScaleComesFromItsContainerAndASemicolonMayOpenABody() throws {
        let text = """
            @interface Fade : NSObject
            @end
            @implementation Fade
            - (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext {
                UIGraphicsBeginImageContextWithOptions(CGSizeMake(10, 10), NO, [UIScreen mainScreen].scale);
            }
            - (CGFloat)half; {
                return [UIScreen mainScreen].bounds.size.width / 2;
            }
            @end
            """
        let found = Self.suggestions(text)
        try #require(found.count == 2)
        #expect(found[0].hasPrefix("read the scale from the transition's container view"), "\(found[0])")
        #expect(found[1].hasPrefix("-[Fade half] belongs to an NSObject subclass"), "\(found[1])")
    }

    @Test func aConvertedScreenRectIsAPositionNotASize() throws {
        let text = """
            @implementation Zoomer
            - (void)start {
                CGRect frame = [self.source convertRect:[[UIScreen mainScreen] applicationFrame] toView:nil];
                _origin = frame.origin;
                CGRect other = [[UIScreen mainScreen] bounds];
                _size = other.size;
            }
            @end
            """
        let found = ObjectiveCScanner.findings(in: Array(text.utf8))
        try #require(found.count == 2)
        #expect(found[0].message.contains("is converted between coordinate spaces here"), "\(found[0].message)")
        #expect(found[0].suggestion.contains("[view convertRect:view.bounds toView:nil]"))
        #expect(!found[1].message.contains("converted"), "\(found[1].message)")
    }

    @Test func anImageTakesItsOwnScaleAndAListCallbackItsListsWidth() throws {
        let text = """
            @implementation UIImage (Padding)
            - (UIImage *)padded:(CGSize)size {
                UIGraphicsBeginImageContextWithOptions(size, NO, [UIScreen mainScreen].scale);
                return nil;
            }
            + (UIImage *)animatedNamed:(NSString *)name {
                CGFloat scale = [UIScreen mainScreen].scale;
                return [self imageNamed:name scale:scale];
            }
            @end
            @interface FeedController : UIViewController
            @end
            @implementation FeedController
            - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                return [UIScreen mainScreen].bounds.size.width * 0.5;
            }
            - (void)viewDidLoad { _w = [UIScreen mainScreen].bounds.size.width; }
            @end
            """
        var found = Self.suggestions(text)
        try #require(found.count == 4)
        #expect(found[0].hasPrefix("this UIImage method makes an image at a size of its own choosing"), "\(found[0])")
        #expect(found[1].hasPrefix("this is a UIImage class method, which makes an image before any view shows it"), "\(found[1])")
        found.removeFirst()
        #expect(found[1].contains("returns a size for the list it is handed: measure against that list's width, CGRectGetWidth(tableView.bounds)"),
                "\(found[1])")
        #expect(found[2].contains("viewDidLayoutSubviews"), "\(found[2])")
        let measured = Self.suggestions("""
            @interface Bubble : UIView
            @end
            @implementation Bubble
            - (CGSize)intrinsicContentSize { return CGSizeMake([UIScreen mainScreen].bounds.size.width * 0.4, 40); }
            @end
            """)
        #expect(measured.first?.hasPrefix("-[Bubble intrinsicContentSize] measures this view") == true, "\(measured)")
    }

    @Test func aMemberUIKitDoesNotDeclareIsTheProjects() throws {
        let text = """
            @implementation Splash
            - (void)show {
                _frame = [UIScreen mainScreen].fixedBounds;
                [[UIScreen mainScreen] setBrightness:0.5];
            }
            @end
            """
        let found = ObjectiveCScanner.findings(in: Array(text.utf8))
        try #require(found.count == 2)
        #expect(found[0].message.contains("calls `fixedBounds`, which UIKit's UIScreen does not declare"), "\(found[0].message)")
        #expect(found[0].suggestion.hasPrefix("read the declaration of `fixedBounds`"))
        #expect(found[1].message.contains("(its brightness)"), "\(found[1].message)")
    }

    @Test func aShareOfADesignScreenIsADesignRatio() throws {
        let text = """
            #define RelativeH(h) ([UIScreen mainScreen].bounds.size.height * (h) / 568.0f)
            @implementation Banner
            - (void)layoutSubviews { _w = [UIScreen mainScreen].bounds.size.width / 2; }
            @end
            """
        let found = ObjectiveCScanner.findings(in: Array(text.utf8))
        try #require(found.count == 2)
        #expect(found[0].message.hasSuffix("divided by 568, it is a share of a 568-point design, a ratio that stretches lengths drawn for that screen"),
                "\(found[0].message)")
        #expect(found[0].suggestion.contains("the window's bounds"), "\(found[0].suggestion)")
        #expect(!found[1].message.contains("design"), "\(found[1].message)")
    }

    @Test func aViewAddedToAnotherViewIsSizedThere() throws {
        let text = """
            @interface TopBar : UIView
            @end
            @implementation TopBar
            - (UIView *)coverView {
                if (!_coverView) { _coverView = [[UIView alloc] initWithFrame:[UIScreen mainScreen].bounds]; }
                return _coverView;
            }
            - (UIView *)badge {
                if (!_badge) { _badge = [[UIView alloc] initWithFrame:[UIScreen mainScreen].bounds]; }
                return _badge;
            }
            - (void)open {
                [self.superView insertSubview:self.coverView belowSubview:self];
                [self addSubview:self.badge];
            }
            @end
            """
        let found = Self.suggestions(text)
        try #require(found.count == 2)
        #expect(found[0].hasPrefix("`coverView` is added to self.superView in -[TopBar open] (line 13): size it there"), "\(found[0])")
        #expect(!found[1].contains("is added to"), "\(found[1])")
    }

    @Test("a view framed by a setFrame: message and added to another controller's view is sized there")
    func aViewFramedByMessageIsSizedWhereAdded() throws {
        let text = """
            @interface Composer : UIViewController
            @end
            @implementation Composer
            - (void)showCamera {
                if (self.isPad) {
                    buttonCapture = [UIButton buttonWithType:UIButtonTypeCustom];
                    [self.overlay addSubview:buttonCapture];
                } else {
                    buttonCapture = [UIButton buttonWithType:UIButtonTypeCustom];
                    [buttonCapture setFrame:CGRectMake([[UIScreen mainScreen] bounds].size.width / 2 - 40, 470, 80, 80)];
                    [imagePicker.view addSubview:buttonCapture];
                }
            }
            @end
            """
        let found = Self.suggestions(text)
        try #require(found.count == 1)
        // The add of its own branch, after it, not the other branch's.
        #expect(found[0].hasPrefix("`buttonCapture` is added to imagePicker.view in -[Composer showCamera] (line 11): size it there"),
                "\(found[0])")
        #expect(found[0].contains("flexible margins for a control placed in it"), "\(found[0])")
    }

    @Test func aScreenKeptInALocalIsWhatItsReadsTake() throws {
        let text = """
            @implementation Cover
            - (void)show {
                UIScreen *screen = UIScreen.mainScreen;
                _frame = CGRectMake(0, 0, screen.bounds.size.width, screen.bounds.size.height);
            }
            - (void)dim {
                UIScreen *screen = [UIScreen mainScreen];
                screen.brightness = 0.2;
                _w = screen.bounds.size.width;
            }
            @end
            """
        let uses = ObjectiveCScanner.uses(in: Array(text.utf8))
        try #require(uses.count == 2)
        #expect(uses[0].bucket == .size && uses[0].spelled == "UIScreen.mainScreen (kept in `screen`, read as its bounds)", "\(uses[0])")
        // Read as its brightness and its bounds: the object itself.
        #expect(uses[1].bucket == .screenObject, "\(uses[1])")
    }

    @Test func aNativeScaleTestAndASetFrameOverrideAreNotLayoutReads() throws {
        let text = """
            @interface Spinner : UIView
            @end
            @implementation Spinner
            - (void)setFrame:(CGRect)frame { [super setFrame:[UIScreen mainScreen].bounds]; }
            - (CGFloat)spacing { return [UIScreen mainScreen].nativeScale > 2 ? 1 : 2; }
            @end
            """
        let found = ObjectiveCScanner.findings(in: Array(text.utf8))
        try #require(found.count == 2)
        #expect(found[0].suggestion.hasPrefix("-[Spinner setFrame:] overrides the view's own frame with the screen's"), "\(found[0].suggestion)")
        #expect(found[1].message.contains("the panel's native scale, which tells device models and Display Zoom apart"), "\(found[1].message)")
    }

    @Test func aScaleComparedWithANumberTestsDensityButAScaleThatDividesDoesNot() throws {
        let text = """
            @interface CarViewController : UIViewController
            @end
            @implementation CarViewController
            - (void)viewDidLoad {
                if ([UIScreen mainScreen].scale > 2.1f) { _button.frame = CGRectMake(0, 0, 200, 40); }
                if (3.0 == [[UIScreen mainScreen] scale]) { _logo.image = [UIImage imageNamed:@"logo_plus"]; }
                _line.height = 1.0 / [UIScreen mainScreen].scale;
            }
            @end
            """
        let found = ObjectiveCScanner.findings(in: Array(text.utf8))
        try #require(found.count == 3)
        for sorted in found.prefix(2) {
            #expect(sorted.message.contains("is compared with a number: it tests the main screen's density"), "\(sorted.message)")
            #expect(!sorted.suggestion.contains("before dividing"), "\(sorted.suggestion)")
        }
        #expect(!found[2].message.contains("compared with a number"), "\(found[2].message)")
    }

    @Test func theAppDelegatesScreenIsItsWindowsNotAViews() throws {
        let text = """
            @interface ConcertAppDelegate : UIResponder <UIApplicationDelegate>
            @end
            @implementation ConcertAppDelegate
            - (void)adjustBrightness:(BOOL)dim {
                if (dim) { self.saved = [[UIScreen mainScreen] brightness]; [[UIScreen mainScreen] setBrightness:0.1]; }
            }
            @end
            """
        let found = ObjectiveCScanner.findings(in: Array(text.utf8))
        try #require(found.count == 2)
        for finding in found {
            #expect(finding.message.contains("from the app delegate"), "\(finding.message)")
            #expect(finding.suggestion.contains("self.window.screen") && !finding.suggestion.contains("self.view"), "\(finding.suggestion)")
        }
    }

    @Test func unknownKindsAndMacrosKeepTheAdviceForEveryCase() throws {
        let text = """
            #define SCREEN_W [UIScreen mainScreen].bounds.size.width
            @implementation Mystery
            - (void)go { _w = [UIScreen mainScreen].bounds.size.width; }
            @end
            """
        let found = Self.suggestions(text)
        try #require(found.count == 2)
        #expect(found[0].hasPrefix("change the lines that use SCREEN_W"))
        #expect(found[0].contains("in a UIView read self.bounds in layoutSubviews, in a view controller"))
        #expect(found[1].hasPrefix("size layout from the container"))
    }
}

/// Advice reads what other files declare about a class, and the key window a class puts content in.
@Suite("Objective-C context across files")
struct ObjectiveCContextAcrossFilesTests {
    @Test func aClassDeclaredInItsHeaderHasThatHeadersSuperclass() throws {
        let header = ProjectFile(path: "Progress/Meter.h", bytes: Array("""
            @interface Meter : NSObject
            @end
            @interface RoundMeter<Style> : BaseMeterView
            @end
            @interface BaseMeterView : UIView
            @end
            """.utf8))
        let implementation = """
            #import <UIKit/UIKit.h>
            @interface Meter ()
            @end
            @implementation Meter
            - (void)prepare { self.width = [UIScreen mainScreen].bounds.size.width; }
            @end
            @implementation RoundMeter
            - (void)prepare { self.width = [UIScreen mainScreen].bounds.size.width; }
            @end
            """
        let classes = ObjectiveCClasses(files: [header, ProjectFile(path: "Progress/Meter.m", bytes: Array(implementation.utf8))])
        #expect(classes.superclasses["RoundMeter"] == "BaseMeterView")
        let found = ObjectiveCScanner.findings(in: Array(implementation.utf8), classes: classes).map(\.suggestion)
        try #require(found.count == 2)
        #expect(found[0].contains("belongs to an NSObject subclass"), "\(found[0])")
        // A project base class declared elsewhere leads to the UIKit class it extends.
        #expect(found[1].contains("in layoutSubviews from self.bounds"), "\(found[1])")
        // Without the header nothing says what the class is.
        let alone = ObjectiveCScanner.findings(in: Array(implementation.utf8)).map(\.suggestion)
        #expect(!alone[0].contains("NSObject subclass"))
    }

    @Test func contentPutInTheKeyWindowIsSizedFromThatWindow() throws {
        let text = """
            @interface Toast : UIView
            @end
            @implementation Toast
            - (instancetype)initWithText:(NSString *)text {
                self = [super initWithFrame:[UIScreen mainScreen].bounds];
                return self;
            }
            - (void)show {
                UIWindow *window = [UIApplication sharedApplication].keyWindow;
                [window addSubview:self];
            }
            @end
            @implementation Overlay
            - (void)present {
                UIView *dim = [[UIView alloc] initWithFrame:[UIScreen mainScreen].bounds];
                [[[UIApplication sharedApplication].windows lastObject] addSubview:dim];
            }
            @end
            @interface Settings : UIViewController
            @end
            @implementation Settings
            - (void)viewDidLoad { self.header.frame = [UIScreen mainScreen].bounds; }
            - (void)flash { [[UIApplication sharedApplication].keyWindow addSubview:self.banner]; }
            @end
            @interface Picker : UIControl
            @end
            @implementation Picker
            - (instancetype)initWithTitle:(NSString *)title {
                CGRect rect = [[UIScreen mainScreen] bounds];
                UIWindow *window = [UIApplication sharedApplication].windows[0];
                rect.size.height = 260 + window.safeAreaInsets.bottom;
                [self addSubview:self.toolbar];
                return self;
            }
            @end
            """
        let found = ObjectiveCScanner.findings(in: Array(text.utf8)).map(\.suggestion)
        try #require(found.count == 4)
        #expect(found[0].hasPrefix("-[Toast show] adds this class's content to the app's window (line 9)"), "\(found[0])")
        #expect(found[1].hasPrefix("this method adds its content to the app's window (line 16)"), "\(found[1])")
        // A controller's own view is its content: another method's window does not speak for it.
        #expect(found[2].contains("viewDidLayoutSubviews from self.view.bounds"), "\(found[2])")
        // A window read for its insets while the view adds subviews to itself holds nothing.
        #expect(found[3].hasPrefix("in -[Picker initWithTitle:], set frames that follow the view's size in layoutSubviews"), "\(found[3])")
    }
}
