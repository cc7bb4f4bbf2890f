import SwiftUI
import UIKit

struct Feed: View {
    let posts: [String]

    var isRegularWidth: Bool { UIScreen.main.bounds.width >= 768 }

    var body: some View {
        List {
            ForEach(posts, id: \.self) { post in row(post) }
        }
    }

    private func row(_ post: String) -> some View {
        Text(post).lineLimit(UIScreen.main.bounds.width > 500 ? 3 : 1)
    }
}

struct MapContainer: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.isHidden = UIScreen.main.bounds.width < 320
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}
