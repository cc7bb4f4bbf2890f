import SwiftLexer
@testable import SourceModel

/// Builds a model of `code` and returns the context at the first token spelled `probe`
/// (or at the `occurrence`-th one).
func probe(_ code: String, occurrence: Int = 0) -> (model: SourceModel, index: Int, context: Context) {
    let model = SourceModel(text: code)
    let indices = model.file.tokens.indices.filter { model.file.text($0) == "probe" }
    precondition(indices.count > occurrence, "no probe #\(occurrence) in test code")
    let index = indices[occurrence]
    return (model, index, model.context(at: index))
}

/// The name of the member holding the context, if any.
func memberName(_ model: SourceModel, _ context: Context) -> String? {
    guard let member = context.member else { return nil }
    switch model.scopes[member].kind {
    case .function(let function): return function.signature
    case .property(let property): return property.names.joined(separator: ",")
    default: return nil
    }
}

/// The framework names these tests resolve: a small catalog in the shape of the migration's
/// UIKit catalog, which lives above SourceModel.
let testCatalog = FrameworkCatalog(kinds: [
    "UIView": .view, "UILabel": .view, "UIWindow": .view, "UITableViewCell": .view, "UICollectionViewCell": .view,
    "UIViewController": .viewController, "UINavigationController": .viewController,
    "UITraitEnvironment": .traitEnvironment, "UIPresentationController": .traitEnvironment,
    "View": .swiftUIView, "ViewModifier": .swiftUIView, "UIViewRepresentable": .swiftUIView,
    "UIViewControllerRepresentable": .swiftUIView, "App": .swiftUI, "Scene": .swiftUI,
    "UIScreen": .screen, "UIDevice": .helper, "CGFloat": .helper,
    "NSObject": .plain, "Codable": .plain, "Equatable": .plain, "Hashable": .plain,
], modules: ["UIKit", "SwiftUI", "Foundation"])
