import SwiftUI

struct PhotoGrid: View {
    let photoNames: [String]
    private let columns = Array(repeating: GridItem(.flexible()), count: Int(UIScreen.main.bounds.width / 160))

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(photoNames, id: \.self) { name in
                    Image(name)
                        .resizable()
                        .aspectRatio(1, contentMode: .fit)
                }
            }
        }
    }
}
