import SwiftUI

struct Poster: Identifiable {
    let id: Int
    let title: String
    let imageName: String
}

/// A horizontally paging row of destination posters.
struct PosterCarousel: View {
    let posters: [Poster]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(posters) { poster in
                    PosterCard(poster: poster)
                        .frame(width: UIScreen.main.bounds.width * 0.8)
                }
            }
            .padding(.horizontal, 16)
        }
        .frame(height: UIScreen.main.bounds.height / 3)
    }
}

struct PosterCard: View {
    let poster: Poster

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Image(poster.imageName)
                .resizable()
                .scaledToFill()
            Text(poster.title)
                .font(.title)
                .foregroundColor(.white)
                .padding()
        }
        .cornerRadius(16)
    }
}

/// Two columns on wide windows, one on phones.
struct DestinationGrid: View {
    let posters: [Poster]

    private var columns: [GridItem] {
        let count = UIScreen.main.bounds.width > 700 ? 2 : 1
        return Array(repeating: GridItem(.flexible(), spacing: 12), count: count)
    }

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(posters) { poster in
                    PosterCard(poster: poster)
                        .frame(height: UIScreen.main.bounds.size.width * 0.5)
                }
            }
        }
    }
}
