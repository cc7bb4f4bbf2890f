import UIKit
import AVFoundation

final class ClipRecorder {
    private var writer: AVAssetWriter?
    private var videoInput: AVAssetWriterInput?

    func startRecording(to url: URL) throws {
        writer = try AVAssetWriter(outputURL: url, fileType: .mp4)
        let screen = UIScreen.main.bounds.size
        let width = min(screen.width, screen.height)
        let height = max(screen.width, screen.height)
        let settings: [String: Any] = [
            AVVideoCodecKey: AVVideoCodecType.h264,
            AVVideoWidthKey: width,
            AVVideoHeightKey: height,
        ]
        let input = AVAssetWriterInput(mediaType: .video, outputSettings: settings)
        input.expectsMediaDataInRealTime = true
        writer?.add(input)
        videoInput = input
    }
}
