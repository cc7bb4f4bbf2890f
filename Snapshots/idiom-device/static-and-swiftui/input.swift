import SwiftUI
import UIKit

enum Device {
    static let isPad = UIScreen.main.traitCollection.userInterfaceIdiom == .pad
}

struct ShelfView: View {
    var body: some View {
        Text("Shelf")
            .padding(UIScreen.main.traitCollection.userInterfaceIdiom == .pad ? 32 : 16)
    }
}

final class Greeter {
    func greeting() -> String {
        UIScreen.main.traitCollection.horizontalSizeClass == .regular ? "Welcome back" : "Hi"
    }
}
