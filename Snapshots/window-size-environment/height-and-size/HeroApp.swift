import SwiftUI

@main
struct HeroApp: App {
    var body: some Scene {
        WindowGroup {
            HeroView()
        }
    }
}
