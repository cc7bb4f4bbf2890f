import SourceModel

/// A SwiftUI view that already measures its container: a `GeometryReader { proxy in … }` in the
/// type's own declaration. Advice for a screen width read in that view starts from the proxy's
/// width instead of a second measurement (a reader's height is its safe area's, never the screen's).
struct MeasuredContainer {
    /// The proxy's name (`geometry`), and the line of its `GeometryReader`.
    let proxy: String
    let line: Int
    /// Whether the use is inside that reader's closure, where the proxy is in scope.
    let inScope: Bool

    /// The reader around the use, else the first one in the use's type; nil outside a SwiftUI
    /// view, in a presentation's content outside any reader of its own, or where its declaration has none (a reader whose closure names no proxy, `{ _ in`, measures nothing).
    init?(_ facts: SiteFacts) {
        let model = facts.analysis.model
        guard facts.analysis.isSwiftUIView(facts.context), case .bounds = facts.roles.reads else { return nil }
        // Content a presentation shows elsewhere (a sheet, a popover) is measured by no reader outside it.
        let closures = facts.context.closures
        let presented = closures.lastIndex { SiteFacts.presentations.contains($0.callee ?? "") }
        if let around = closures.lastIndex(where: Self.namesProxy), presented.map({ around > $0 }) ?? true {
            self.init(closures[around], inScope: true, model: model)
            return
        }
        guard presented == nil else { return nil }
        guard let typeScope = facts.context.chain.last(where: { model.scopes[$0].typeDeclaration != nil }) else { return nil }
        let range = model.scopes[typeScope].range
        // A reader in the use's own member but not around it is inside the view this value sizes, or
        // beside it: it measures that frame or a sibling, never the container.
        let member = facts.context.member.map { model.scopes[$0].range }
        guard let reader = facts.analysis.namedGeometryReaders.first(where: { reader in
            range.contains(reader.braces.lowerBound) && member?.contains(reader.braces.lowerBound) != true
        }) else { return nil }
        self.init(reader, inScope: false, model: model)
    }

    private init(_ reader: ClosureExpression, inScope: Bool, model: SourceModel) {
        proxy = reader.parameters[0]
        line = model.file.location(reader.braces.lowerBound).line
        self.inScope = inScope
    }

    /// Whether `closure` is a `GeometryReader`'s that names its proxy.
    static func namesProxy(_ closure: ClosureExpression) -> Bool {
        closure.callee == "GeometryReader" && closure.parameters.count == 1 && closure.parameters[0] != "_"
    }

    /// What to do first: read the proxy's size, or hand it in from the reader.
    var advice: String {
        let reader = "`GeometryReader { \(proxy) in … }` at line \(line)"
        return inScope
            ? "this view already measures its container with \(reader): read `\(proxy).size.width` here instead of the screen's width"
            : "this view already measures a container with \(reader): where that is the space this value is for, hand "
                + "`\(proxy).size.width` in from there (a parameter of the member or subview that reads the screen) instead of measuring it again"
    }
}
