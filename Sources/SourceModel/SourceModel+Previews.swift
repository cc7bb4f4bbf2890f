extension SourceModel {
    /// Whether the token at `index` is preview code: inside `#Preview { … }` or a type adopting
    /// `PreviewProvider`, which Xcode's canvas runs and the app never does.
    public func isPreviewCode(at index: Int) -> Bool {
        scopeChain(at: index).contains { position in
            switch scopes[position].kind {
            case .macro(let name): return name == "#Preview" || name == "Preview"
            case .type(let type): return type.inherited.contains("PreviewProvider")
            default: return false
            }
        }
    }
}
