import Testing
@testable import Migration
import SourceModel

/// A class or category method that reads the main screen and that nothing else names is reported
/// as code to delete; any mention outside its own declarations, in any file read, is a use.
@Suite("Objective-C unused code")
struct ObjectiveCUnusedCodeTests {
    private static func file(_ path: String, _ text: String) -> ProjectFile {
        ProjectFile(path: path, bytes: FileBytes(Array(text.utf8)))
    }

    private static let footer = file("Footer.m", """
        //  Footer.m
        #import "Footer.h"
        @interface Footer ()
        @end
        @implementation Footer
        + (instancetype)footer { return [[Footer alloc] init]; }
        - (void)layoutSubviews { self.width = [UIScreen mainScreen].bounds.size.width; }
        @end
        """)
    private static let footerHeader = file("Footer.h", "//  Footer.h\n@interface Footer : UIView\n+ (instancetype)footer;\n@end\n")
    private static let blur = file("UIImage+Blur.m", """
        @implementation UIImage (Blur)
        - (UIImage *)applyBlurWithRadius:(CGFloat)radius {
            UIGraphicsBeginImageContextWithOptions(self.size, NO, [[UIScreen mainScreen] scale]);
            return nil;
        }
        - (void)load { CGFloat s = [UIScreen mainScreen].scale; self.s = s; }
        @end
        """)
    private static let blurHeader = file("UIImage+Blur.h", "@interface UIImage (Blur)\n- (UIImage *)applyBlurWithRadius:(CGFloat)radius;\n@end\n")

    private static func unused(_ swift: [ProjectFile] = [], _ others: [ProjectFile] = [], more: [ProjectFile] = []) -> [ObjectiveCUnusedCode.Candidate] {
        let objectiveC = [footer, footerHeader, blur, blurHeader] + more
        return ObjectiveCUnusedCode.unnamed(ObjectiveCUnusedCode.candidates(in: objectiveC), objectiveC: objectiveC,
                                            swift: swift, others: others)
    }

    @Test("a class named only in its own files and a category method only declared are unused; a system-called selector is no candidate")
    func ownDeclarationsAreNoUse() {
        let found = Self.unused()
        #expect(found.map(\.className) == ["Footer", "UIImage"])
        #expect(found.map(\.selector) == [nil, "applyBlurWithRadius:"])
    }

    @Test("a mention in another file's code, a storyboard, a Swift file or a string is a use; one in a comment or an import line is not")
    func mentionsElsewhereAreUses() {
        let caller = Self.file("Feed.m", "- (void)viewDidLoad { [self.table addSubview:[Footer footer]]; }\n")
        #expect(Self.unused(more: [caller]).map(\.className) == ["UIImage"])
        let commented = Self.file("Feed.m", "- (void)viewDidLoad { /* [Footer footer] */ }\n// [img applyBlurWithRadius:2]\n")
        #expect(Self.unused(more: [commented]).count == 2)
        // Another file that imports the header but never names the class does not use it, unless the header
        // declares more than the class that the importer names (a protocol it adopts): deleting it would take that away.
        let importer = Self.file("Feed.m", "#import \"Footer.h\"\n#include \"Views/Footer.h\"\n@class Footer;\n- (void)viewDidLoad { }\n")
        #expect(Self.unused(more: [importer]).map(\.className) == ["Footer", "UIImage"])
        let withProtocol = Self.file("Footer.h", "@protocol FooterDelegate <NSObject>\n@end\n@interface Footer : UIView\n@end\n")
        let objectiveC = [Self.footer, withProtocol, Self.blur, Self.blurHeader, importer]
        let found = ObjectiveCUnusedCode.unnamed(ObjectiveCUnusedCode.candidates(in: objectiveC), objectiveC: objectiveC)
        #expect(found.map(\.className) == ["Footer", "UIImage"])
        let adopter = Self.file("Feed.m", "#import \"Footer.h\"\n@interface Feed () <FooterDelegate>\n@end\n")
        let adopting = [Self.footer, withProtocol, Self.blur, Self.blurHeader, adopter]
        let kept = ObjectiveCUnusedCode.unnamed(ObjectiveCUnusedCode.candidates(in: adopting), objectiveC: adopting)
        #expect(kept.map(\.className) == ["UIImage"])
        let storyboard = Self.file("Main.storyboard", "<view customClass=\"Footer\"/>")
        #expect(Self.unused([], [storyboard]).map(\.className) == ["UIImage"])
        let swift = Self.file("Feed.swift", "let blurred = image.applyBlur(withRadius: 3)\n")
        #expect(Self.unused([swift]).map(\.className) == ["Footer"])
        let named = Self.file("Router.m", "- (id)make { return [NSClassFromString(@\"Footer\") new]; }\n")
        #expect(Self.unused(more: [named]).map(\.className) == ["UIImage"])
    }

    @Test("a category method of a class that adopts a protocol, or shaped as a delegate's callback, is a framework's to send: no candidate")
    func delegateCallbacks() {
        let recorder = Self.file("Recorder.m", """
            @implementation Recorder (Capture)
            - (void)captureOutput:(id)output didFinishRecordingToOutputFileAtURL:(NSURL *)url error:(NSError *)error {
                self.size = [[UIScreen mainScreen] bounds].size;
            }
            - (void)exportMovie { self.size = [[UIScreen mainScreen] bounds].size; }
            @end
            """)
        let plain = Self.file("Recorder.h", "@interface Recorder : NSObject\n@end\n")
        let alone = ObjectiveCUnusedCode.unnamed(ObjectiveCUnusedCode.candidates(in: [recorder, plain]), objectiveC: [recorder, plain])
        #expect(alone.compactMap(\.selector) == ["exportMovie"])
        let adopting = Self.file("Recorder.h", "@interface Recorder : NSObject <AVCaptureFileOutputRecordingDelegate>\n@end\n")
        let kept = ObjectiveCUnusedCode.unnamed(ObjectiveCUnusedCode.candidates(in: [recorder, adopting]), objectiveC: [recorder, adopting])
        #expect(kept.compactMap(\.selector).isEmpty)
        #expect(ObjectiveCUnusedCode.isShapedAsCallback("scrollViewDidScroll:"))
        #expect(!ObjectiveCUnusedCode.isShapedAsCallback("applyBlurWithRadius:"))
    }

    @Test("a class method nothing names is unused, like a category method; one the runtime calls is no candidate")
    func classMethods() {
        let utils = Self.file("AppUtils.m", """
            @interface AppUtils : NSObject
            @end
            @interface CachingProtocol : NSURLProtocol
            @end
            @implementation CachingProtocol
            + (BOOL)canInitWithRequest:(NSURLRequest *)request { return [UIScreen mainScreen].scale > 1; }
            @end
            @implementation AppUtils
            + (BOOL)isSmallPhone {
                return [UIScreen mainScreen].bounds.size.height == 568;
            }
            + (Class)layerClass { CGFloat s = [UIScreen mainScreen].scale; return s > 1 ? nil : nil; }
            - (void)layoutSubviews { self.width = [UIScreen mainScreen].bounds.size.width; }
            @end
            """)
        let caller = Self.file("Feed.m", "@implementation Feed\n- (void)viewDidLoad {\n    self.big = ![AppUtils isSmallPhone];\n}\n@end\n")
        let alone = ObjectiveCUnusedCode.unnamed(ObjectiveCUnusedCode.candidates(in: [utils]), objectiveC: [utils])
        // The NSURLProtocol subclass's class method is the URL loading system's to call: no candidate.
        #expect(alone.map(\.selector) == [nil, "isSmallPhone", nil])
        #expect(alone.map(\.className) == ["AppUtils", "AppUtils", "CachingProtocol"])
        let called = ObjectiveCUnusedCode.unnamed(ObjectiveCUnusedCode.candidates(in: [utils, caller]), objectiveC: [utils, caller])
        #expect(called.map(\.className) == ["CachingProtocol"])
    }

    @Test("a prefix header is Objective-C: a macro there that names a class is a use of it")
    func prefixHeaderNamesClasses() {
        #expect(OtherFileKind(path: "App/App-Prefix.pch") == .objectiveC)
        let prefix = Self.file("App-Prefix.pch", "#define sharedFooter [Footer footer]\n")
        #expect(Self.unused(more: [prefix]).map(\.className) == ["UIImage"])
    }

    @Test("a class name built at run time keeps every class; a +load keeps its class")
    func dynamicNamesKeepClasses() {
        let built = Self.file("Router.m", "- (id)make:(NSString *)name { return [NSClassFromString(name) new]; }\n")
        #expect(Self.unused(more: [built]).map(\.className) == ["UIImage"])
        let loading = Self.file("Swizzle.m", """
            @implementation Swizzle
            + (void)load { }
            - (void)go { self.w = [UIScreen mainScreen].bounds.size.width; }
            @end
            """)
        #expect(!ObjectiveCUnusedCode.candidates(in: [loading]).contains { $0.className == "Swizzle" })
        let module = Self.file("Bridge.m", """
            @implementation Bridge
            RCT_EXPORT_MODULE();
            static CGFloat half(CGFloat x) { return x / 2; }
            - (CGFloat)width { return half([UIScreen mainScreen].bounds.size.width); }
            @end
            @implementation Plain
            static CGFloat half(CGFloat x) { return x / 2; }
            - (CGFloat)width { return half([UIScreen mainScreen].bounds.size.width); }
            @end
            """)
        #expect(ObjectiveCUnusedCode.candidates(in: [module]).map(\.className) == ["Plain"])
    }

    @Test("the finding in unused code says to delete it first")
    func findingsSayDelete() throws {
        let table = ObjectiveCUnusedCode.byFile(Self.unused())
        let found = ObjectiveCScanner.findings(in: Self.footer.bytes.array, unused: table["Footer.m"] ?? UnusedObjectiveC())
        try #require(found.count == 1)
        #expect(found[0].message.hasPrefix("no other scanned file names the class Footer"))
        #expect(found[0].suggestion.hasPrefix("delete Footer (its .m and .h) rather than migrate it"))
        let image = ObjectiveCScanner.findings(in: Self.blur.bytes.array, unused: table["UIImage+Blur.m"] ?? UnusedObjectiveC())
        try #require(image.count == 2)
        #expect(image[0].message.hasPrefix("no scanned file calls -[UIImage applyBlurWithRadius:]"))
        #expect(!image[1].message.hasPrefix("no scanned file"))
    }

    @Test("a class sharing its file with other classes is deleted alone: the file goes only with them")
    func sharedFileKeepsTheFile() throws {
        let shared = Array("""
            @implementation JSONSerializer
            - (id)parse:(NSData *)data { return nil; }
            @end
            @implementation ImageSerializer
            - (void)setup { self.scale = [[UIScreen mainScreen] scale]; }
            @end
            """.utf8)
        let found = ObjectiveCScanner.findings(in: shared, unused: UnusedObjectiveC(classes: ["ImageSerializer"]))
        let finding = try #require(found.first)
        #expect(finding.suggestion.hasPrefix("delete the class ImageSerializer (its @implementation here and its @interface; "
                                             + "the file also implements `JSONSerializer`, so delete the .m and .h only where nothing uses that class either)"), "\(finding.suggestion)")
        #expect(!finding.suggestion.contains("(its .m and .h)"))
    }

    @Test("Swift's names for a selector: before its first preposition, and the label after it")
    func swiftSpellings() {
        #expect(ObjectiveCUnusedCode.swiftSpellings(of: "applyBlurWithRadius") == ["applyBlur", "radius"])
        #expect(ObjectiveCUnusedCode.swiftSpellings(of: "sd_animatedGIFNamed") == ["sd_animatedGIF"])
        #expect(ObjectiveCUnusedCode.swiftSpellings(of: "roundedImage") == ["roundedImage"])
    }
}
