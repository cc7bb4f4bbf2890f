import Testing
@testable import Migration
import SourceModel

/// An Objective-C class that lays out inside another view reaches that view: a collection view layout
/// its collection view, a scroll view's delegate callback the scroll view it is handed.
@Suite("Objective-C containers in reach")
struct ObjectiveCReachTests {
    private static func findings(_ text: String) -> [Finding] {
        ObjectiveCScanner.findings(in: Array(text.utf8))
    }

    @Test("a collection view layout, by its superclass or its methods, lays out against self.collectionView")
    func layoutsReadTheirCollectionView() throws {
        let found = Self.findings("""
            @interface GridLayout : UICollectionViewFlowLayout
            @end
            @implementation GridLayout
            - (void)prepareLayout { self.cellWidth = ([[UIScreen mainScreen] bounds].size.width - 30) / 2; }
            @end
            @implementation ShelfLayout
            - (CGSize)collectionViewContentSize { return CGSizeMake([UIScreen mainScreen].bounds.size.width, 200); }
            - (void)prepareLayout { self.hairline = 1 / [UIScreen mainScreen].scale; }
            @end
            """)
        try #require(found.count == 3)
        #expect(found[0].suggestion.hasPrefix("this class lays out a collection view: read its bounds here, CGRectGetWidth(self.collectionView.bounds)"),
                "\(found[0].suggestion)")
        #expect(found[1].suggestion.hasPrefix("this class lays out a collection view: read its bounds in prepareLayout"), "\(found[1].suggestion)")
        #expect(found[2].suggestion.hasPrefix("a layout has no traits of its own: read its collection view's"), "\(found[2].suggestion)")
    }

    @Test("a scroll view's delegate callback measures pages against the scroll view it is handed, in any class")
    func scrollCallbacksReadTheirScrollView() throws {
        let found = Self.findings("""
            @implementation GuideViewController : UIViewController
            - (void)scrollViewDidScroll:(UIScrollView *)scrollView {
                self.pageControl.currentPage = scrollView.contentOffset.x / [UIScreen mainScreen].bounds.size.width;
            }
            - (void)viewDidLayoutSubviews {
                self.pager.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 20);
            }
            @end
            """)
        try #require(found.count == 2)
        #expect(found[0].suggestion.contains("is handed the scroll view `scrollView`: a page or a distance in it is measured against "
                                             + "that scroll view's own length (CGRectGetWidth(scrollView.bounds)"), "\(found[0].suggestion)")
        #expect(found[1].suggestion.hasPrefix("read self.view.bounds here"), "\(found[1].suggestion)")
    }

    @Test("a controller sizing its root view through a local or a category's width setter is told that view is not its to size")
    func rootViewSizedThroughALocalOrACategory() throws {
        let found = Self.findings("""
            @implementation FriendsViewController : UIViewController
            - (void)viewDidLoad {
                CGRect rect = [[UIScreen mainScreen] bounds];
                [self.view setFrame:CGRectMake(0, 0, 290, rect.size.height - 64)];
            }
            @end
            @implementation SharePageViewController : UIViewController
            - (void)viewDidLoad {
                self.view.width = [[UIScreen mainScreen] applicationFrame].size.width;
            }
            @end
            """)
        try #require(found.count == 2)
        for finding in found {
            #expect(finding.suggestion.hasPrefix("this sets the controller's own root view from the screen"), "\(finding.suggestion)")
        }
    }

    @Test("a cell made for the list a data source is handed is laid out across that list, not the controller's view")
    func cellsFollowTheirList() throws {
        let found = Self.findings("""
            @implementation LogViewController : UITableViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"log"];
                UILabel *label = [[UILabel alloc] initWithFrame:CGRectMake(10, 0, [UIScreen mainScreen].bounds.size.width - 20, 44)];
                [cell.contentView addSubview:label];
                return cell;
            }
            @end
            """)
        try #require(found.count == 1)
        #expect(found[0].suggestion.contains("configures a cell for the list it is handed")
                && found[0].suggestion.contains("CGRectGetWidth(tableView.bounds)"), "\(found[0].suggestion)")
        #expect(!found[0].suggestion.contains("viewDidLayoutSubviews"), "\(found[0].suggestion)")
    }

    @Test("a text view's editing callback that shifts content by a device's height, named in a constant, is a device test with keyboard advice")
    func keyboardShiftsByDeviceHeight() throws {
        let found = Self.findings("""
            @implementation FeedbackViewController : UIViewController
            - (void)textViewDidBeginEditing:(UITextView *)textView {
                if ([UIScreen mainScreen].bounds.size.height <= IPHONE5HEIGHT) {
                    self.shift.constant = 80;
                }
            }
            @end
            """)
        try #require(found.count == 1)
        #expect(found[0].message.contains("compared (`<=`) with the side of a device's screen"), "\(found[0].message)")
        #expect(found[0].suggestion.contains("runs as the keyboard comes or goes: move the content by the keyboard's frame"),
                "\(found[0].suggestion)")
        #expect(!found[0].suggestion.contains("viewDidLayoutSubviews"), "\(found[0].suggestion)")
        let unnamed = Self.findings("""
            @implementation FeedbackViewController : UIViewController
            - (void)textViewDidBeginEditing:(UITextView *)textView {
                if ([UIScreen mainScreen].bounds.size.height <= kRowLimit) { self.shift.constant = 80; }
            }
            @end
            """)
        #expect(unnamed.first?.message.contains("side of a device's screen") == false, "\(unnamed)")
    }

    @Test("a list's header or footer view is laid out across the list it is handed")
    func headersFollowTheirList() throws {
        let found = Self.findings("""
            @implementation MailboxViewController : UIViewController
            - (UIView *)tableView:(UITableView *)tableView viewForHeaderInSection:(NSInteger)section {
                UIView *header = [[UIView alloc] init];
                self.line.frame = CGRectMake(0, 43, [UIScreen mainScreen].bounds.size.width, 1);
                return header;
            }
            @end
            """)
        try #require(found.count == 1)
        #expect(found[0].suggestion.contains("makes a view for the list it is handed, which sets that view's width to its own: "
                                             + "lay out what goes in it across CGRectGetWidth(tableView.bounds)"), "\(found[0].suggestion)")
    }

    @Test("the screen's bounds kept in a local that only makes a window size that window; read for anything else, they do not")
    func windowFrameThroughALocal() throws {
        let found = Self.findings("""
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                CGRect rect = [[UIScreen mainScreen] bounds];
                self.window = [[UIWindow alloc] initWithFrame:rect];
                CGRect other = [[UIScreen mainScreen] bounds];
                self.cover = [[UIView alloc] initWithFrame:other];
                return YES;
            }
            @end
            """)
        try #require(found.count == 2)
        #expect(found[0].message.contains("sizes the app's launch window"), "\(found[0].message)")
        #expect(!found[1].message.contains("sizes a window") && !found[1].message.contains("launch window"), "\(found[1].message)")
    }

    @Test("a window setting its own frame from the screen is sized as a window, by its window scene")
    func windowsSettingTheirFrame() throws {
        let found = Self.findings("""
            @interface NotificationWindow : UIWindow
            @end
            @implementation NotificationWindow
            - (void)rotate { self.frame = [UIScreen mainScreen].bounds; }
            @end
            @interface Banner : UIView
            @end
            @implementation Banner
            - (void)rotate { self.frame = [UIScreen mainScreen].bounds; }
            @end
            """)
        try #require(found.count == 2)
        #expect(found[0].message.contains("sizes a window from the main screen"), "\(found[0].message)")
        #expect(!found[1].message.contains("sizes a window"), "\(found[1].message)")
    }

    @Test("a cell measuring itself for a width takes the scale from the list it measures for")
    func measuringCellsTakeTheListsScale() throws {
        let found = Self.findings("""
            @implementation ListCell : UITableViewCell
            - (CGFloat)heightForWidth:(CGFloat)width separatorStyle:(UITableViewCellSeparatorStyle)style {
                return 44 + 1 / UIScreen.mainScreen.scale;
            }
            - (void)layoutSubviews {
                self.line.frame = CGRectMake(0, 0, 10, 1 / UIScreen.mainScreen.scale);
            }
            @end
            """)
        try #require(found.count == 2)
        #expect(found[0].suggestion.contains("measures this view for whoever lays it out, often on a sizing copy"), "\(found[0].suggestion)")
        #expect(!found[1].suggestion.contains("sizing copy"), "\(found[1].suggestion)")
    }
}

/// A presentation controller lays out in its container view; a Foundation subclass has no view.
@Suite("Objective-C presentation controllers and Foundation classes")
struct ObjectiveCPresentationTests {
    @Test("a presentation controller, by its superclass or its methods, reads self.containerView")
    func presentationControllersReadTheirContainer() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            @interface SheetPresentation : UIPresentationController
            @end
            @implementation SheetPresentation
            - (CGFloat)sheetWidth { return CGRectGetWidth([[UIScreen mainScreen] bounds]); }
            @end
            @implementation CardPresentation
            - (CGRect)frameOfPresentedViewInContainerView { return CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 300); }
            - (void)presentationTransitionWillBegin { self.line.frame = CGRectMake(0, 0, 10, 1 / [UIScreen mainScreen].scale); }
            @end
            """.utf8))
        try #require(found.count == 3)
        #expect(found[0].suggestion.hasPrefix("this class presents inside its container view: read CGRectGetWidth(self.containerView.bounds) "
                                              + "and its height in containerViewWillLayoutSubviews"), "\(found[0].suggestion)")
        #expect(found[1].suggestion.contains("self.containerView.bounds) and its height here"), "\(found[1].suggestion)")
        #expect(found[2].suggestion.hasPrefix("read the container view's scale, self.containerView.traitCollection.displayScale"))
    }

    @Test("a subclass of a Foundation class other than NSObject has no view of its own")
    func foundationSubclassesHaveNoView() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            @interface DecodeOperation : NSOperation
            @end
            @implementation DecodeOperation
            - (void)main { self.image = [[Image alloc] initWithData:self.data scale:[UIScreen mainScreen].scale]; }
            @end
            """.utf8))
        let finding = try #require(found.first)
        #expect(finding.suggestion.hasPrefix("this code has no view of its own"), "\(finding.suggestion)")
    }
}

/// A category on a view cannot override the methods where a view's layout and window are known.
@Suite("Objective-C view categories")
struct ObjectiveCViewCategoryTests {
    @Test("a UIView category's scale and size are read once the receiver is in a window, and its callers call again")
    func categoriesCannotOverrideLayout() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            @implementation UIView (Shadow)
            - (void)addShadow { self.layer.rasterizationScale = [UIScreen mainScreen].scale; }
            - (void)fillLine { self.line.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 1); }
            @end
            """.utf8))
        try #require(found.count == 2)
        for finding in found {
            #expect(finding.suggestion.contains("is a category method, called on views its callers make"), "\(finding.suggestion)")
            #expect(!finding.suggestion.contains("and again in traitCollectionDidChange"))
        }
    }
}

/// An NSObject subclass that keeps a view the way a controller does (`@property UIView *view`) has
/// that view in reach, in its subclasses too; a view it keeps under another name is one of its parts.
@Suite("Objective-C objects that keep a view")
struct ObjectiveCHeldViewTests {
    private static let header = ProjectFile(path: "Items/ItemController.h", bytes: Array("""
        @interface ItemController : NSObject <ItemObserver>
        {
            __weak id _parent;
        }
        @property (nonatomic, readonly) ItemController *parentItem;
        @property (nonatomic, strong) IBOutlet UIView *view;
        - (void)loadView;
        @end
        @interface ImageItemController : ItemController
        @property (nonatomic) UIButton *button;
        @end
        @interface Listener : NSObject
        @property (nonatomic) UIButton *toggle;
        @end
        @interface Node : NSObject
        @property (readonly) UIView *view;
        - (void)loadView;
        @end
        @interface Holder : NSObject
        @property (nonatomic) UIView *view;
        @end
        """.utf8))

    private static func findings(_ implementation: String) -> [Finding] {
        let file = ProjectFile(path: "Items/Items.m", bytes: Array(implementation.utf8))
        return ObjectiveCScanner.findings(in: file.bytes.array, classes: ObjectiveCClasses(files: [header, file]))
    }

    @Test("the kept view's scale and bounds are named, in the class and its subclasses")
    func keptViewIsInReach() throws {
        let found = Self.findings("""
            @implementation ItemController
            - (void)refreshZoom:(CGFloat)zoom { [_view setContentScaleFactor:[[UIScreen mainScreen] scale] * zoom]; }
            @end
            @implementation ImageItemController
            - (void)refreshImage { CGFloat scale = [[UIScreen mainScreen] scale] * self.zoom; [self draw:scale]; }
            - (void)place { self.overlay.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 40); }
            @end
            """)
        try #require(found.count == 3)
        for finding in found.prefix(2) {
            #expect(finding.suggestion.hasPrefix("this object keeps the view self.view (UIView): read that view's scale, "
                + "self.view.traitCollection.displayScale, once it is in a window"), "\(finding.suggestion)")
        }
        #expect(found[2].suggestion.contains("belongs to an NSObject subclass that keeps the view self.view (UIView): size what "
            + "goes in that view from self.view.bounds"), "\(found[2].suggestion)")
    }

    @Test("an object whose view has another name, is read-only, or is never loaded by it has no view of its own")
    func otherViewsAreParts() throws {
        for type in ["Listener", "Node", "Holder"] {
            let found = Self.findings("""
                @implementation \(type)
                - (void)gap { self.height = [[UIScreen mainScreen] applicationFrame].size.height; }
                - (void)shadow { self.layer.rasterizationScale = [UIScreen mainScreen].scale; }
                @end
                """)
            try #require(found.count == 2)
            #expect(found[0].suggestion.contains("belongs to an NSObject subclass, with no view of its own"), "\(type): \(found[0].suggestion)")
            #expect(found[1].suggestion.hasPrefix("this code has no view of its own"), "\(type): \(found[1].suggestion)")
        }
    }
}

/// What an Objective-C method is for says where its size comes from: an action or gesture runs with
/// the view laid out, and an image context is the size of what is drawn into it.
@Suite("Objective-C actions and image contexts")
struct ObjectiveCActionTests {
    @Test("an action or gesture handler reads the view's bounds where it is; viewDidLoad still moves to layout")
    func handlersReadBoundsInPlace() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            @interface Menu : UIViewController
            @end
            @implementation Menu
            - (void)close:(UITapGestureRecognizer *)gesture {
                if ([gesture locationInView:self.view].x >= [UIScreen mainScreen].bounds.size.width * 0.2) return;
            }
            - (IBAction)open { self.offset.constant = [UIScreen mainScreen].bounds.size.width; }
            - (void)viewDidLoad { self.offset.constant = [UIScreen mainScreen].bounds.size.width; }
            @end
            """.utf8))
        try #require(found.count == 3)
        for finding in found.prefix(2) {
            #expect(finding.suggestion.contains("handles an action or a gesture, which UIKit sends while the view is on screen "
                + "and laid out: read self.view.bounds here"), "\(finding.suggestion)")
        }
        #expect(found[2].suggestion.contains("in viewDidLayoutSubviews from self.view.bounds"), "\(found[2].suggestion)")
    }

    @Test("a constraint constant that a method of the class animates is that animation's state, wherever it is set")
    func animatedConstantsStayWhereTheAnimationStarts() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            @interface Menu : UIViewController
            @end
            @implementation Menu
            - (void)viewDidLoad { self.menuOffset.constant = [UIScreen mainScreen].bounds.size.width; }
            - (void)viewWillAppear:(BOOL)animated {
                _menuOffset.constant = [UIScreen mainScreen].bounds.size.width * 0.2;
                [UIView animateWithDuration:0.3 animations:^{ [self.view layoutIfNeeded]; }];
            }
            - (void)viewDidAppear:(BOOL)animated { self.gap.constant = [UIScreen mainScreen].bounds.size.width * 0.1; }
            @end
            """.utf8))
        try #require(found.count == 3)
        for finding in found.prefix(2) {
            #expect(finding.message.contains("sets the constant of `menuOffset`, which -[Menu viewWillAppear:] animates (line 7)"),
                    "\(finding.message)")
            #expect(finding.suggestion.hasPrefix("keep setting it where the animation starts"), "\(finding.suggestion)")
        }
        #expect(!found[2].message.contains("animates"), "\(found[2].message)")
    }

    @Test("an image context sized from the screen is sized from the view the method renders into it")
    func imageContextsTakeTheRenderedViewsSize() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            @implementation Share
            - (void)share:(id)sender {
                UIGraphicsBeginImageContextWithOptions([UIScreen mainScreen].bounds.size, NO, 0.0);
                [self.window.layer renderInContext:UIGraphicsGetCurrentContext()];
            }
            - (UIImage *)blank {
                UIGraphicsBeginImageContext([UIScreen mainScreen].bounds.size);
                return UIGraphicsGetImageFromCurrentImageContext();
            }
            @end
            """.utf8))
        try #require(found.count == 2)
        #expect(found[0].message.contains("sizes a bitmap image context here"), "\(found[0].message)")
        #expect(found[0].suggestion.hasPrefix("size the context from self.window.bounds.size, the view the method renders"), "\(found[0].suggestion)")
        #expect(found[1].suggestion.hasPrefix("size the context from the bounds of the view or layer drawn into it"), "\(found[1].suggestion)")
    }

    @Test("a size kept in a local and then given to an image context sizes that bitmap; a loop's window is not named where it is not in scope")
    func imageContextThroughALocal() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            @implementation Capture
            - (UIImage *)captureScreen {
                CGSize imageSize = [UIScreen mainScreen].bounds.size;
                UIGraphicsBeginImageContextWithOptions(imageSize, NO, 0);
                for (UIWindow *window in [[UIApplication sharedApplication] windows]) {
                    [[window layer] renderInContext:UIGraphicsGetCurrentContext()];
                }
                return UIGraphicsGetImageFromCurrentImageContext();
            }
            - (UIImage *)snapshotOf:(UIView *)view {
                CGSize size = [UIScreen mainScreen].bounds.size;
                UIGraphicsBeginImageContextWithOptions(size, NO, 0);
                [[view layer] renderInContext:UIGraphicsGetCurrentContext()];
                return UIGraphicsGetImageFromCurrentImageContext();
            }
            @end
            """.utf8))
        try #require(found.count == 2)
        #expect(found[0].message.contains("sizes a bitmap image context here"), "\(found[0].message)")
        #expect(found[0].suggestion.hasPrefix("size the context from the bounds of the view or layer drawn into it"), "\(found[0].suggestion)")
        // A parameter is in scope at the use: it is named.
        #expect(found[1].suggestion.hasPrefix("size the context from view.bounds.size"), "\(found[1].suggestion)")
    }

    @Test("the frame of a containing controller's view is that controller's container's size, told with the window's bounds")
    func containingControllersFrame() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            @implementation SlideController
            - (void)goThere:(id)sender {
                self.tabBarController.view.frame = [[UIScreen mainScreen] bounds];
                [self.navigationController.view setFrame:[UIScreen mainScreen].bounds];
                self.view.frame = [[UIScreen mainScreen] bounds];
            }
            @end
            """.utf8))
        try #require(found.count == 3)
        #expect(found[0].message.contains("sets the frame of `self.tabBarController.view`, the view of a controller that contains this one"),
                "\(found[0].message)")
        #expect(found[1].message.contains("`self.navigationController.view`"), "\(found[1].message)")
        #expect(found[0].suggestion.contains("self.view.window.bounds"), "\(found[0].suggestion)")
        #expect(!found[2].message.contains("a controller that contains this one"), "\(found[2].message)")
    }

    @Test("a view's own origin set or tested against the screen is a position in its superview")
    func ownOriginIsTheSuperviews() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            @implementation TabsView
            - (void)hideBar {
                CGRect frame = self.frame;
                frame.origin.y = [UIScreen mainScreen].bounds.size.height;
                self.frame = frame;
            }
            - (BOOL)isBarHidden {
                CGRect frame = self.frame;
                return frame.origin.y == ([UIScreen mainScreen].bounds.size.height);
            }
            - (void)layoutBadge {
                CGRect frame = self.badge.frame;
                frame.origin.x = [UIScreen mainScreen].bounds.size.width - 30;
                self.badge.frame = frame;
            }
            @end
            """.utf8))
        try #require(found.count == 3)
        for finding in found.prefix(2) {
            #expect(finding.message.contains("meets this view's position in its superview"), "\(finding.message)")
            #expect(finding.suggestion.contains("self.superview.bounds"), "\(finding.suggestion)")
        }
        #expect(!found[2].message.contains("this view's position"), "\(found[2].message)")
    }
}
