import Testing
@testable import Migration

/// A value that ends in a video's frames (an asset writer's size, a composition's render size, a
/// layer drawn into the video) is measured in the video's pixels: no view or screen is its size.
@Suite("Role: a video's frames")
struct VideoFrameTests {
    @Test("A length that reaches a writer's size keys through locals is a video's size, named with its key and line")
    func writerSizeThroughLocals() throws {
        let result = TestProject("""
            import UIKit
            import AVFoundation
            final class Recorder {
                var input: AVAssetWriterInput?
                func start() {
                    let w = UIScreen.main.bounds.width
                    let side = min(w, 1080)
                    let settings: [String: Any] = [AVVideoCodecKey: AVVideoCodecType.h264, AVVideoWidthKey: side, AVVideoHeightKey: 1920]
                    input = AVAssetWriterInput(mediaType: .video, outputSettings: settings)
                }
            }
            """).results()["Input.swift"]
        let finding = try #require(result?.findings.first)
        #expect(result?.edits.isEmpty == true)
        #expect(finding.ruleID == "video-frame", "\(finding)")
        #expect(finding.message.contains("`AVVideoWidthKey` on line 8"), "\(finding.message)")
        #expect(finding.fix == nil)
    }

    @Test("A layer's scale is a video's only in a member that hands layers to the animation tool")
    func layerScaleNeedsTheTool() throws {
        let results = TestProject("""
            import UIKit
            import AVFoundation
            final class Watermarker {
                func export(composition: AVMutableVideoComposition, video: CALayer, overlay: CALayer) {
                    let title = CATextLayer()
                    title.contentsScale = UIScreen.main.scale
                    overlay.addSublayer(title)
                    composition.animationTool = AVVideoCompositionCoreAnimationTool(postProcessingAsVideoLayer: video, in: overlay)
                }
                func badge() -> CALayer {
                    let layer = CATextLayer()
                    layer.contentsScale = UIScreen.main.scale
                    return layer
                }
            }
            """).results()["Input.swift"]
        let findings = try #require(results?.findings)
        try #require(findings.count == 2)
        #expect(findings[0].ruleID == "video-frame")
        #expect(findings[0].message.contains("`AVVideoCompositionCoreAnimationTool` on line 8"), "\(findings[0].message)")
        // The other member draws no video: what its layer is for is not known.
        #expect(findings[1].ruleID != "video-frame", "\(findings[1])")
    }

    @Test("A preview layer's frame in the method that sets up the writer is no video's size")
    func previewBesideTheWriter() throws {
        let result = TestProject("""
            import UIKit
            import AVFoundation
            final class Camera {
                let preview = CALayer()
                func configure() {
                    preview.frame = UIScreen.main.bounds
                    let settings: [String: Any] = [AVVideoWidthKey: 1080, AVVideoHeightKey: 1920]
                    _ = AVAssetWriterInput(mediaType: .video, outputSettings: settings)
                }
            }
            """).results()["Input.swift"]
        let finding = try #require(result?.findings.first)
        #expect(finding.ruleID != "video-frame", "\(finding)")
    }

    @Test("Objective-C: the screen's sides that reach a writer's settings, through MIN and MAX locals, name the key")
    func objectiveCWriterSettings() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            @implementation Recorder
            - (void)setUpWriter {
                double w = [UIScreen mainScreen].bounds.size.width;
                double h = [UIScreen mainScreen].bounds.size.height;
                double width = MIN(w, h);
                double height = MAX(w, h);
                NSDictionary *settings = [NSDictionary dictionaryWithObjectsAndKeys:
                    AVVideoCodecH264, AVVideoCodecKey,
                    [NSNumber numberWithInt:width], AVVideoWidthKey,
                    [NSNumber numberWithInt:height], AVVideoHeightKey, nil];
                self.input = [AVAssetWriterInput assetWriterInputWithMediaType:AVMediaTypeVideo outputSettings:settings];
            }
            - (void)layout {
                CGFloat width = [UIScreen mainScreen].bounds.size.width;
                self.header.frame = CGRectMake(0, 0, width, 44);
            }
            @end
            """.utf8))
        try #require(found.count == 3)
        #expect(found[0].message.contains("ends in a video's frames here (`AVVideoWidthKey` on line 9)"), "\(found[0].message)")
        #expect(found[1].message.contains("ends in a video's frames"), "\(found[1].message)")
        #expect(found[0].suggestion.hasPrefix("size the video from its source"))
        #expect(!found[2].message.contains("video"), "\(found[2].message)")
    }
}
