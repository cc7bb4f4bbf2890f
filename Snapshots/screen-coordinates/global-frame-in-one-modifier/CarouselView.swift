import SwiftUI

struct CarouselView: View {
    let titles: [String]

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 12) {
                ForEach(titles, id: \.self) { title in
                    GeometryReader { geometry in
                        Text(title)
                            .frame(width: UIScreen.main.bounds.width - 40)
                            .offset(x: (geometry.frame(in: .global).minX - UIScreen.main.bounds.width / 2) / 10)
                    }
                }
            }
        }
    }

    func visibleShare(of frame: CGRect) -> CGFloat {
        let visible = frame.intersection(UIScreen.main.bounds)
        return visible.width / frame.width
    }
}
