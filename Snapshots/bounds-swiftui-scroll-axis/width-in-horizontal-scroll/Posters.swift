import SwiftUI

struct PosterRow: View {
    let names: [String]

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(names, id: \.self) { name in
                    Text(name)
                        .frame(width: UIScreen.main.bounds.width * 0.75)
                    Text(name)
                        .frame(height: UIScreen.main.bounds.height / 5)
                }
            }
        }
    }
}
