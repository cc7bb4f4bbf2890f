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
}
