import SourceModel

/// Suggested fixes that would change one read of a screen length while another read of the same
/// length in the same member stays: a drag handler that stores `screenHeight - y` and later tests
/// `screenHeight - top > 40` must read one height in both places, or the test turns always true in a
/// window shorter than the screen.
///
/// Such a fix is not offered alone: its finding names the read it must move with and what it would
/// become. A rewrite held back by the fix's own read (it would be made but for that read staying,
/// in the member or elsewhere in the type's layout) is no such read: the fix takes its edits too, so
/// one accepted fix changes both.
struct LinkedFixes {
    private struct Read {
        var finding: Int
        var member: Int
        var axes: Set<Axis>
        var place: SharedStatements.Place
        /// For a rewrite held back: its edits, and the read that holds it back.
        var edits: [Edit] = []
        var heldBy: SharedStatements.Place?
        /// Whether the read sizes the view itself from the screen (`frame = UIScreen.main.bounds`):
        /// the view's bounds are the screen's through it, so a fix that reads them gives the same length.
        var sizesItself = false
    }

    /// The rule of a read that sizes the view itself.
    private static let sizesItselfRule = "view-sizes-itself"

    private var fixed: [Read] = []
    /// The kept reads by member and axis, in file order, and the rewrites held back by each place.
    private var kept: [Slot: [Read]] = [:]
    private var heldBy: [SharedStatements.Place: [Read]] = [:]

    private struct Slot: Hashable {
        var member: Int
        var axis: Axis
    }

    /// Notes the finding at `index` of the file's findings, made for `use`; for a rewrite held
    /// back, its `edits` and the read that holds it back.
    /// A SwiftUI view's reads are left out: its `body` holds many views, and a fix there replaces
    /// one view's whole frame, which no other view's read shares.
    mutating func note(_ finding: Finding, at index: Int, use: Use, model: SourceModel, inSwiftUI: Bool,
                       withdrawn edits: [Edit] = [], heldBy holder: SharedStatements.Place? = nil) {
        guard use.anchor.isMainScreen, !inSwiftUI, let member = model.context(at: use.first).member,
              let axes = Self.lengths(of: use, in: model.file) else { return }
        let read = Read(finding: index, member: member, axes: axes, place: SharedStatements.Place(line: finding.line, column: finding.column),
                        edits: edits, heldBy: holder, sizesItself: finding.ruleID == Self.sizesItselfRule)
        guard finding.fix == nil else { return fixed.append(read) }
        for axis in axes { kept[Slot(member: member, axis: axis), default: []].append(read) }
        if let holder, !edits.isEmpty { heldBy[holder, default: []].append(read) }
    }

    /// `findings` with each fix taken back where a read of its length in its member stays for
    /// another reason, else joined to the rewrites its read holds back. Each kept read is passed
    /// over only for the fix that holds it back, so a file costs its reads once.
    func resolved(_ findings: [Finding]) -> [Finding] {
        var findings = findings
        for read in fixed {
            let staying = read.axes.lazy.compactMap { axis in
                self.kept[Slot(member: read.member, axis: axis)]?.first { $0.heldBy != read.place && !$0.sizesItself }
            }.first
            let held = heldBy[read.place] ?? []
            if let staying {
                findings[read.finding] = Self.withdrawing(findings[read.finding], for: staying.place)
            } else if !held.isEmpty {
                for partner in held { findings[partner.finding] = Self.joined(findings[partner.finding], to: read.place) }
                findings[read.finding] = Self.joining(findings[read.finding], held.flatMap(\.edits), from: held.map(\.place))
            }
        }
        return findings
    }

    /// The axes of the screen's size a use reads: one for a width or a height, both for the whole
    /// bounds or size (it moves with either length); nil for anything else (a scale, the screen itself).
    private static func lengths(of use: Use, in file: SyntaxFile) -> Set<Axis>? {
        if let (axis, _) = UseSurroundings.screenAxis(of: use, in: file) { return [axis] }
        guard let dot = file.next(after: use.main), file.punctuation(dot, "."), let name = file.next(after: dot),
              file.token(name, is: "bounds") else { return nil }
        return [.horizontal, .vertical]
    }

    private static func spot(_ place: SharedStatements.Place, from line: Int) -> String {
        place.line == line ? "column \(place.column) of this line" : "line \(place.line)"
    }

    private static func joining(_ finding: Finding, _ edits: [Edit], from places: [SharedStatements.Place]) -> Finding {
        var finding = finding
        guard var fix = finding.fix else { return finding }
        fix.edits = (fix.edits + edits).sorted { $0.range.lowerBound < $1.range.lowerBound }
        let spots = places.map { spot($0, from: finding.line) }.joined(separator: ", ")
        fix.message += "; it changes the member's other read of the screen's length (\(spots)) with this one, so the two stay the same length"
        finding.fix = fix
        return finding
    }

    private static func joined(_ finding: Finding, to place: SharedStatements.Place) -> Finding {
        var finding = finding
        let spot = spot(place, from: finding.line)
        finding.suggestion = "the suggested fix at \(spot) changes this read together with that one; accept it there once that read is settled"
        return finding
    }

    private static func withdrawing(_ finding: Finding, for place: SharedStatements.Place) -> Finding {
        var finding = finding
        let spot = spot(place, from: finding.line)
        let becomes = finding.fix?.edits.count == 1 ? finding.fix?.edits.first.map { " (this one would become `\($0.replacement)`)" } ?? "" : ""
        finding.fix = nil
        finding.message += "; the same member reads the screen's length again at \(spot), which stays on the main screen, "
            + "so this read is not changed alone"
        finding.suggestion = "migrate the member's reads of the screen together\(becomes): first settle the read at \(spot) "
            + "(its own finding says what it needs), then change both to the same container's length"
        return finding
    }
}
