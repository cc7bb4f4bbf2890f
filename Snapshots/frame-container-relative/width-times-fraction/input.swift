import SwiftUI

struct Poster: Identifiable {
    let id: Int
    let title: String
}

struct PosterCarousel: View {
    let posters: [Poster]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(posters) { poster in
                    Text(poster.title)
                        .frame(width: UIScreen.main.bounds.width * 0.8)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
    }
}
