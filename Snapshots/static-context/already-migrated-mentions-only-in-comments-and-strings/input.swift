import UIKit

/// Replaces `UIScreen.main.bounds` lookups: see the migration guide.
enum ScreenMigrationNotes {
    // UIScreen.main is deprecated in iOS 26; read sizes from the container instead.
    static let lintMessage = "Avoid UIScreen.main.scale; use traitCollection.displayScale"
    /* Old code: let w = UIScreen.main.bounds.width */
    static let docsURL = URL(string: "https://developer.apple.com/documentation/uikit/uiscreen")
}
