import SourceModel

extension FileAnalysis {
    /// The call in member scope `member` that makes a bitmap at the main screen's scale without
    /// naming it: `UIGraphicsBeginImageContextWithOptions(size, opaque, 0)` (a scale of 0 means the
    /// main screen's), or `UIGraphicsImageRenderer(size:)` / `(bounds:)` with no format (whose
    /// default scale is the main screen's). A scale read in the same member must stay equal to it.
    func mainScreenScaleBitmap(in member: Int) -> Int? {
        let names = identifiers(in: member)
        let file = model.file
        for call in names["UIGraphicsBeginImageContextWithOptions", default: []] {
            guard let open = file.next(after: call), file.punctuation(open, "("), let close = model.brackets.match(open),
                  let last = file.previous(before: close), file.numberValue(last) == 0, let comma = file.previous(before: last), file.punctuation(comma, ",")
            else { continue }
            return call
        }
        for call in names["UIGraphicsImageRenderer", default: []] {
            guard let open = file.next(after: call), file.punctuation(open, "("), let close = model.brackets.match(open),
                  !((open + 1)..<close).contains(where: { file.identifier($0, "format") }) else { continue }
            return call
        }
        return nil
    }

    /// The `cropping(to:)` call in member scope `member` that cuts a rectangle out of an image's
    /// pixels (`cgImage?.cropping(to: rect)`): lengths multiplied by a scale in the same member
    /// turn the image's points into those pixels, which the image's own scale does.
    func croppingCall(in member: Int) -> Int? {
        let file = model.file
        return identifiers(in: member)["cropping", default: []].first { call in
            guard let open = file.next(after: call), file.punctuation(open, "("), let label = file.next(after: open) else { return false }
            return file.identifier(label, "to")
        }
    }

    /// Whether the value at `first...end` multiplies a length (`x * UIScreen.main.scale`,
    /// `rect.size.width *= UIScreen.main.scale`).
    func multiplies(_ first: Int, _ end: Int) -> Bool {
        let file = model.file
        if let before = file.previous(before: first), file.token(before, is: "*") || file.token(before, is: "*=") { return true }
        return file.next(after: end).map { file.token($0, is: "*") } ?? false
    }
}
