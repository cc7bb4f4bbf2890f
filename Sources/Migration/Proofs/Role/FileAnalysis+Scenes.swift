import SourceModel

extension FileAnalysis {
    /// The SpriteKit scene whose size `sink` sets, by its type's name: `GameScene(size: …)`,
    /// `SKScene(size: …)`, `scene.size = …` for a `scene` declared as a scene, and in a scene's own
    /// code `super.init(size: …)` and `size = …`. A scene's size is its own coordinate space, which
    /// the `SKView` presenting it maps onto its bounds, so no view's size is the value it means.
    func sceneSized(by sink: ValueSink, at index: Int, context: Context) -> String? {
        // Asked only for a sink that sets a size: a type name declared many times costs a walk of each.
        let ownScene = { context.type.map(\.name).flatMap { self.isScene($0) ? $0 : nil } }
        switch sink {
        case .argument(let callee, "size"?), .handedOn(let callee, "size"?):
            // `super.init(size:)` and `self.init(size:)` name no type: the scene's own initializer.
            guard let name = callee.last == "init" ? callee.dropLast().last : callee.last, name != "super", name != "self" else {
                return ownScene()
            }
            return isScene(name) ? name : nil
        case .assignment(let target, compound: false):
            if target.first == "size" || target.starts(with: ["self", "size"]) { return ownScene() }
            guard target.count >= 2, target[1] == "size", let type = model.declaredType(of: target[0], at: index) else { return nil }
            return isScene(type) ? type : nil
        default:
            return nil
        }
    }

    /// Whether `name` is SpriteKit's scene class or a project type that inherits from it.
    private func isScene(_ name: String) -> Bool {
        name == "SKScene" || index.inherits(name, from: "SKScene")
    }
}
