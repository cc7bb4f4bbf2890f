import RuleLanguage
import SourceModel

extension FileAnalysis {
    /// Where a value handed to a function of this file goes inside it, one call deep: the role
    /// every read of the parameter has there, when each one sizes content, is a scale factor or
    /// makes a window's frame, and the file declares one function of that name with that label.
    /// Nil otherwise: the label alone proves nothing.
    func roleInside(_ callee: [String], label: String?, value: ScreenValue) -> (role: Role, reason: String)? {
        guard let name = callee.last else { return nil }
        let wanted = label ?? "_"
        let declared = (functionScopes[name] ?? []).map { model.scopes[$0] }
        guard declared.count == 1, let function = declared[0].functionDeclaration,
              let parameter = function.parameters.first(where: { $0.label == wanted }), parameter.name != "_" else { return nil }
        let reads = parameterReads(parameter.name, in: declared[0].range)
        guard !reads.isEmpty else { return nil }
        var found: Role?
        for read in reads {
            let flow = ValueFlowWalker(analysis: self, axis: nil).flow(from: read, through: model.postfixChainEnd(after: read))
            guard !flow.sinks.isEmpty else { return nil }
            for sink in flow.sinks {
                let role = Self.role(of: sink, value: value, flow: flow)
                guard role == .sizesContent || role == .scaleFactor || role == .windowFrame,
                      found.map({ ($0 == .windowFrame) == (role == .windowFrame) }) ?? true else { return nil }
                found = role
            }
        }
        let use = found == .windowFrame ? "makes the frame of a window of it" : "uses it to size content"
        return found.map { ($0, "passed to `\(name)(\(wanted):)`, which \(use)") }
    }

    /// The reads of a parameter in a function: its name as a value, not a member (`.size`), an
    /// argument label or the declaration (`size:`).
    private func parameterReads(_ name: String, in range: ClosedRange<Int>) -> [Int] {
        let file = model.file
        return mentions(of: name, in: range).filter { index in
            if let before = file.previous(before: index), file.punctuation(before, ".") { return false }
            if let after = file.next(after: index), file.punctuation(after, ":") { return false }
            return true
        }
    }
}
