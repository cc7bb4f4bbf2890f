import SourceModel

/// Where the project forces layout: the first call of `layoutIfNeeded` in its files. Such a call
/// runs the layout hooks of every view under its receiver at once, and the receiver can be any
/// view above this one, so one anywhere in the project is a way into every layout hook.
/// Objective-C files count too (`[view layoutIfNeeded]` lays a Swift view out just the same).
struct ForcedLayout: Sendable {
    /// `path:line` of the first call, or nil when no file forces layout.
    let site: String?

    private static let name = Array("layoutIfNeeded".utf8)

    /// The first call in `files`, in their order.
    init(files: [ProjectFile]) {
        let found = concurrentMap(files) { file in
            file.bytes.withUnsafeBufferPointer { ByteScan.firstWord($0, Self.name) }
        }
        site = zip(files, found).lazy.compactMap { file, offset in
            offset.map { "\(file.path):\(file.source.location(of: $0).line)" }
        }.first
    }

    /// The first call in `model`'s file: a file analysed on its own knows no other.
    init(model: SourceModel) {
        let file = model.file
        let index = file.tokens.indices.first { file.tokens[$0].kind == .identifier && file.token($0, is: "layoutIfNeeded") }
        site = index.map { "\(file.path):\(file.location($0).line)" }
    }
}
