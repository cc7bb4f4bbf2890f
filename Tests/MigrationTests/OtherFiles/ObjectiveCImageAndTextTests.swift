import Testing
@testable import Migration
import SourceModel

/// What an Objective-C read is for, from the code around it: an image redrawn at its own size
/// keeps its own density, and a screen value that ends as text describes the screen.
@Suite("Objective-C images and text")
struct ObjectiveCImageAndTextTests {
    private static func findings(_ text: String) -> [Finding] {
        ObjectiveCScanner.findings(in: Array(text.utf8))
    }

    @Test("an image redrawn at its own size takes self.scale; one drawn at a new size takes its viewer's scale")
    func imageScaleFollowsTheSizeDrawn() throws {
        let found = Self.findings("""
            @implementation UIImage (Effects)
            - (UIImage *)tinted:(UIColor *)color {
                UIGraphicsBeginImageContextWithOptions(self.size, NO, [[UIScreen mainScreen] scale]);
                return nil;
            }
            - (UIImage *)resized:(CGSize)size {
                UIGraphicsBeginImageContextWithOptions(self.size, NO, [UIScreen mainScreen].scale);
                UIGraphicsBeginImageContextWithOptions(size, NO, [UIScreen mainScreen].scale);
                return nil;
            }
            - (CGFloat)pixels { return self.size.width * [UIScreen mainScreen].scale; }
            @end
            """)
        try #require(found.count == 4)
        #expect(found[0].suggestion.hasPrefix("this UIImage method redraws the image at its own size"), "\(found[0].suggestion)")
        #expect(found[0].message.hasSuffix("not the density of this image or of the view that will show it"), "\(found[0].message)")
        for finding in found.dropFirst() {
            #expect(finding.suggestion.hasPrefix("this UIImage method makes an image at a size of its own choosing"), "\(finding.suggestion)")
        }
    }

    @Test("a screen value that is a whole argument of a format call, directly or through screen-only locals, is a description")
    func formattedScreenValuesAreDescriptions() throws {
        let found = Self.findings("""
            @implementation Client
            - (instancetype)init {
                self.agent = [NSString stringWithFormat:@"App (Scale/%0.2f)", [[UIScreen mainScreen] scale]];
            #if TARGET_OS_IPHONE
                CGRect bounds = [[UIScreen mainScreen] bounds];
                CGFloat scale = [UIScreen mainScreen].scale;
            #else
                CGRect bounds = [[NSScreen mainScreen] frame];
            #endif
                CGSize pixels = CGSizeMake(CGRectGetWidth(bounds) * scale, CGRectGetHeight(bounds) * scale);
                self.resolution = [NSString stringWithFormat:@"%.0fx%.0f", pixels.width, pixels.height];
                NSLog(@"%d", (int)[UIScreen mainScreen].bounds.size.height);
                self.url = [NSString stringWithFormat:@"w_%f", self.width * [UIScreen mainScreen].scale];
                CGFloat w = [UIScreen mainScreen].bounds.size.width;
                self.label = [NSString stringWithFormat:@"%f", w * self.zoom];
                NSNumber *screenWidth = @([UIScreen mainScreen].bounds.size.width);
                NSLog(@"screen width is %@", screenWidth);
                return self;
            }
            @end
            """)
        try #require(found.count == 7)
        let text = found.map { $0.message.contains("ends as text here") }
        #expect(text == [true, true, true, true, false, false, true], "\(found.map(\.message))")
        #expect(found[0].suggestion.hasPrefix("keep it while the main screen is available"))
    }

    @Test("a local given the screen's bounds anew and then only logged ends as text; one that a frame then reads does not")
    func reassignedLocalThatIsOnlyLogged() throws {
        let found = Self.findings("""
            @implementation SlideController
            - (void)didRotateFromInterfaceOrientation:(UIInterfaceOrientation)from {
                CGRect frame = self.view.frame;
                NSLog(@"view = %f, %f", frame.size.width, frame.size.height);
                frame = [UIScreen mainScreen].bounds;
                NSLog(@"screen = %f, %f", frame.size.width, frame.size.height);
                frame = [UIScreen mainScreen].bounds;
                NSLog(@"screen again = %f", frame.size.width);
                self.overlay.frame = frame;
            }
            @end
            """)
        try #require(found.count == 2)
        #expect(found.map { $0.message.contains("ends as text here") } == [true, false], "\(found.map(\.message))")
    }

    @Test("the app frame's origin is the status bar's height, and any applicationFrame read says it is deprecated")
    func applicationFrameOriginIsTheStatusBar() throws {
        let found = Self.findings("""
            @implementation Metrics
            + (CGFloat)statusHeight { return [UIScreen mainScreen].applicationFrame.origin.y; }
            + (CGFloat)pageWidth { return [[UIScreen mainScreen] applicationFrame].size.width; }
            @end
            """)
        try #require(found.count == 2)
        #expect(found[0].message.contains("the status bar's height, not a size"), "\(found[0].message)")
        // A class method has no view: the caller passes its view's inset.
        #expect(found[0].suggestion.hasPrefix("this code has no view of its own: have the caller pass the top inset"), "\(found[0].suggestion)")
        #expect(found[1].message.hasSuffix("(and applicationFrame is deprecated since iOS 9)"), "\(found[1].message)")
    }

    @Test("a screen object kept in code with no view is asked of the caller, or fixed for a size the whole app shares")
    func viewlessScreenObject() throws {
        let found = Self.findings("""
            @interface PhotoFiles : NSObject
            @end
            @implementation PhotoFiles
            - (instancetype)init {
                UIScreen *screen = [UIScreen mainScreen];
                self.size = CGSizeMake(screen.bounds.size.width * screen.scale, screen.bounds.size.height * screen.scale);
                return self;
            }
            @end
            """)
        try #require(found.count == 1)
        #expect(found[0].suggestion.hasPrefix("this code has no view of its own: take what it reads from the screen"), "\(found[0].suggestion)")
    }

    @Test("a scale read in code with no view offers a fixed scale for pixels a server or a shared cache is asked for")
    func viewlessScaleOffersAFixedScale() throws {
        let found = Self.findings("""
            @interface FriendsSync : NSObject
            @end
            @implementation FriendsSync
            - (void)request { self.avatarSize = 50 * [[UIScreen mainScreen] scale]; }
            @end
            """)
        try #require(found.count == 1)
        #expect(found[0].suggestion.contains("use a fixed scale (the largest the app supports)"), "\(found[0].suggestion)")
    }
}

/// A controller's own root view is sized by whoever shows it: a frame given in loadView is a
/// starting size, and one set elsewhere would read itself back.
@Suite("Objective-C root views")
struct ObjectiveCRootViewTests {
    @Test("loadView's root view frame is a starting size; the root view's frame set elsewhere is its own")
    func rootViewFrames() throws {
        let results = ObjectiveCScanner.findings(in: Array("""
            @interface Reveal : UIViewController
            @end
            @implementation Reveal
            - (void)loadView {
                UIView *root = [[UIView alloc] initWithFrame:[UIScreen mainScreen].applicationFrame];
                self.view = root;
                self.header = [[UIView alloc] initWithFrame:[UIScreen mainScreen].bounds];
            }
            - (void)orientationChanged:(NSNotification *)note {
                self.view.frame = [UIScreen mainScreen].bounds;
                [self.view setBounds:[UIScreen mainScreen].bounds];
            }
            @end
            """.utf8))
        let messages = results.map(\.message)
        let found = results.map(\.suggestion)
        try #require(found.count == 4)
        #expect(messages[0].contains("gives the root view that loadView makes a starting frame"), "\(messages[0])")
        #expect(!messages[1].contains("root view"), "\(messages[1])")
        #expect(found[0].hasPrefix("-[Reveal loadView] makes the root view, and the frame it gives is a starting size"), "\(found[0])")
        #expect(!found[1].contains("makes the root view"), "\(found[1])")
        #expect(found[2].hasPrefix("this sets the controller's own root view from the screen"), "\(found[2])")
        #expect(found[3].hasPrefix("this sets the controller's own root view from the screen"), "\(found[3])")
    }

    @Test("the width of a view set as a table's header or footer is the table's, never the one given")
    func tableHeaderWidthIsTheTables() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            @implementation DescriptionController
            - (UITableView *)tableView {
                _tableView.tableHeaderView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, CGFLOAT_MIN)];
                [_tableView setTableFooterView:[[UIView alloc] initWithFrame:CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 1)]];
                _tableView.tableHeaderView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, [UIScreen mainScreen].bounds.size.height)];
                return _tableView;
            }
            @end
            """.utf8))
        try #require(found.count == 3)
        #expect(found[0].message.contains("the view set as the table's tableHeaderView, which the table stretches"), "\(found[0].message)")
        #expect(found[1].message.contains("the view set as the table's tableFooterView"), "\(found[1].message)")
        #expect(found[0].suggestion.hasPrefix("give the frame no width"))
        // A height is the view's own.
        #expect(!found[2].message.contains("stretches"), "\(found[2].message)")
    }
}
