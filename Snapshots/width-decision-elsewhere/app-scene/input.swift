import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            if UIScreen.main.bounds.width > 700 {
                Text("split")
            } else {
                Text("stack")
            }
        }
    }
}
