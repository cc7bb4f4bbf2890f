import RuleLanguage

extension Rewriter {
    /// The bounds or size of the container the rule's `container is` conditions chose; where it
    /// cannot be read here, a refusal that names it and says why.
    func containerInReach(_ placeholder: TemplatePlaceholder) throws -> String {
        guard let chosen = facts.containers.chosen(by: conditions) else {
            throw MissingProof(.container, "none", message: "no container of the kind this rule reads is in reach here",
                               suggestion: "read the size from the view this code is handed, or have the caller pass it in")
        }
        if let obstacle = chosen.obstacle {
            throw MissingProof(.container, obstacle.code, message: "\(chosen.origin) \(chosen.standing), but \(obstacle.message)",
                               suggestion: obstacle.suggestion,
                               allowsSuggestion: ["optional", "not-read", "stored", "guess"].contains(obstacle.code))
        }
        let value = placeholder == .containerBounds ? chosen.bounds : chosen.size
        guard let value else {
            throw MissingProof(.container, "size-only",
                               message: "\(chosen.origin) is the container here, but only its size can replace the screen's, not a rectangle",
                               suggestion: "read the width and height from it (\(chosen.size ?? "its size")), "
                              + "or build the rectangle with CGRect(origin: .zero, size: …)")
        }
        return value
    }
}
