import SwiftUI

struct PhotoGrid: View {
    let photoNames: [String]

    private var columns: [GridItem] {
        let size = UIScreen.main.bounds.size
        let count = Int(size.width / 120)
        return Array(repeating: GridItem(.flexible(), spacing: 4), count: max(count, 2))
    }

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 4) {
                ForEach(photoNames, id: \.self) { name in
                    Image(name)
                        .resizable()
                        .aspectRatio(1, contentMode: .fill)
                }
            }
        }
    }
}
