import SourceModel

extension FileAnalysis {
    /// Why the value a use reads ends in a video's frames, where it provably does: a scale assigned
    /// to a layer's `contentsScale` or `rasterizationScale` in a member that hands layers to
    /// `AVVideoCompositionCoreAnimationTool`, or a length whose statement, or a statement reading the
    /// local it declares (through one more local), names a video's size (`AVVideoWidthKey`, `renderSize`).
    func videoFrameReason(of use: Use, value: ScreenValue, member: Int) -> String? {
        let names = identifiers(in: member)
        let file = model.file
        switch value {
        case .scale:
            guard let tool = names[VideoFrames.layerTool]?.first,
                  let equals = UseSurroundings.statementAssignment(before: use.first, in: model),
                  let target = file.previous(before: equals), VideoFrames.layerScales.contains(file.text(target)) else { return nil }
            return VideoFrames.scaleReason(line: file.location(tool).line)
        case .bounds:
            guard let sized = videoSizeName(readingFrom: use.first, names: names, depth: 2) else { return nil }
            return VideoFrames.sizeReason(file.text(sized), line: file.location(sized).line)
        default:
            return nil
        }
    }

    /// The first token naming a video's size in the statement holding `index`, or, where that
    /// statement declares a local, in a later statement of the member that reads it (`depth` levels).
    private func videoSizeName(readingFrom index: Int, names: [String: [Int]], depth: Int) -> Int? {
        let file = model.file
        guard let range = statements.statementRange(at: index, inSwiftUI: false) else { return nil }
        let named = range.filter { file.tokens[$0].kind == .identifier && VideoFrames.sizeNames.contains(file.text($0)) }
        // The key nearest the value (`AVVideoHeightKey: max(w, h)`), the one before it on a tie.
        let rank = { (token: Int) in (abs(token - index), token < index ? 0 : 1) }
        if let nearest = named.min(by: { rank($0) < rank($1) }) {
            return nearest
        }
        guard depth > 0, let introducer = file.keyword(range.lowerBound, "let") || file.keyword(range.lowerBound, "var")
                ? range.lowerBound : nil,
              let local = file.next(after: introducer), file.tokens[local].kind == .identifier else { return nil }
        let readers = names[file.text(local), default: []].filter { $0 > range.upperBound }
        return readers.lazy.compactMap { self.videoSizeName(readingFrom: $0, names: names, depth: depth - 1) }.first
    }
}
