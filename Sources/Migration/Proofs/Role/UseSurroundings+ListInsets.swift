import SourceModel

extension UseSurroundings {
    /// Whether the use is the screen's width less exactly the left and right insets the file gives
    /// its lists (`UIScreen.main.bounds.width - 20` beside `contentInset = UIEdgeInsets(top: 0,
    /// left: 10, bottom: 0, right: 10)`): the amount is spacing inside the list, so the list's own
    /// width less the same amount is the width its content has. Every `contentInset` and
    /// `sectionInset` the file sets must sum to that amount across; none set proves nothing.
    /// `insets` is `horizontalListInsets(in:)` of the file, found once.
    static func lessTheListsInsets(_ use: Use, in model: SourceModel, insets sums: [Double?]) -> Bool {
        let file = model.file
        guard let (axis, end) = screenAxis(of: use, in: file), axis == .horizontal,
              let minus = file.next(after: end), file.token(minus, is: "-"), model.isInfix(minus),
              let amountToken = file.next(after: minus), let amount = file.numberValue(amountToken),
              let after = file.next(after: amountToken), file.punctuation(after, ",") || file.punctuation(after, ")"),
              let previous = file.previous(before: use.first), file.punctuation(previous, ":") || file.punctuation(previous, "(")
        else { return false }
        return amount > 0 && !sums.isEmpty && sums.allSatisfy { $0 == amount }
    }

    /// The left plus right amount of every `contentInset` or `sectionInset` the file sets to an
    /// `UIEdgeInsets(top:left:bottom:right:)` of numbers; nil in the list where one is set to
    /// anything else, or where a side is set alone.
    static func horizontalListInsets(in model: SourceModel) -> [Double?] {
        let file = model.file
        return file.identifierTokens(spelled: ["contentInset", "sectionInset"]).compactMap { name -> Double?? in
            guard let equals = file.next(after: name) else { return nil }
            // `contentInset.left = 30`: a side set alone, which this reading does not add up.
            if file.punctuation(equals, "."), let side = file.next(after: equals), ["left", "right"].contains(file.text(side)),
               let assign = file.next(after: side), file.token(assign, is: "=") { return .some(nil) }
            guard file.token(equals, is: "=") else { return nil }
            guard var type = file.next(after: equals), file.identifier(type, "UIEdgeInsets") else { return .some(nil) }
            if let dot = file.next(after: type), file.punctuation(dot, "."), let initializer = file.next(after: dot),
               file.keyword(initializer, "init") { type = initializer }
            guard let open = file.next(after: type), file.punctuation(open, "("),
                  let left = argument("left", after: open, in: model), let right = argument("right", after: open, in: model),
                  let leftValue = file.numberValue(left), let rightValue = file.numberValue(right) else { return .some(nil) }
            return .some(leftValue + rightValue)
        }
    }
}
