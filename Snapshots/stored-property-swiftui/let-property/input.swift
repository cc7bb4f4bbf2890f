import SwiftUI

struct AlbumTile: View {
    let title: String
    private let side = UIScreen.main.bounds.width / 2 - 24

    var body: some View {
        VStack(alignment: .leading) {
            Color.gray.frame(width: side, height: side)
            Text(title)
        }
    }
}
