import SwiftUI

struct CoverCard: View {
    var body: some View {
        Color.orange.frame(width: UIScreen.main.bounds.width * 0.8)
    }
}

@main
struct CoversApp: App {
    var body: some Scene {
        #if targetEnvironment(macCatalyst)
        WindowGroup {
            CoverCard().frame(minWidth: 800)
        }
        #else
        WindowGroup {
            CoverCard()
        }
        #endif
    }
}
