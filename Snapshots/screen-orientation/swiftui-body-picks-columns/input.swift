import SwiftUI

struct GalleryGrid: View {
    let items: [String]

    var body: some View {
        // Three columns when the phone lies on its side.
        let landscape = UIScreen.main.bounds.width > UIScreen.main.bounds.height
        LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: landscape ? 3 : 2)) {
            ForEach(items, id: \.self) { item in
                Text(item)
            }
        }
    }
}

struct GalleryScreen: View {
    var body: some View {
        GalleryGrid(items: ["Dunes", "Harbour"])
    }
}
