import SwiftUI

struct LibrarySidebar: View {
    var body: some View {
        List {
            Text("Recently Added")
            Text("Playlists")
        }
        .frame(width: 280, height: UIScreen.main.bounds.size.height / 2, alignment: .top)
    }
}
