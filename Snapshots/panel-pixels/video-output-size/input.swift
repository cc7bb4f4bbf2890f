import AVFoundation
import UIKit

final class ScreenRecorder {
    private var outputSize: CGSize = .zero
    private var writer: AVAssetWriter?

    func prepare(url: URL) throws {
        let panel = UIScreen.main.currentMode!.size
        outputSize = panel
        let writer = try AVAssetWriter(outputURL: url, fileType: .mov)
        let settings: [String: Any] = [
            AVVideoCodecKey: AVVideoCodecType.h264,
            AVVideoWidthKey: outputSize.width,
            AVVideoHeightKey: outputSize.height,
        ]
        writer.add(AVAssetWriterInput(mediaType: .video, outputSettings: settings))
        self.writer = writer
    }
}
