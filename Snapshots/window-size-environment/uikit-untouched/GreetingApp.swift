import SwiftUI

@main
struct GreetingApp: App {
    var body: some Scene {
        WindowGroup {
            GreetingView()
        }
    }
}
