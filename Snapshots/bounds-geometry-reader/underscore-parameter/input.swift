import SwiftUI

struct Gallery: View {
    let names: [String]

    var body: some View {
        GeometryReader { _ in
            ScrollView {
                ForEach(names, id: \.self) { name in
                    Image(name)
                        .frame(width: UIScreen.main.bounds.width / 2, height: UIScreen.main.bounds.width / 2)
                }
            }
        }
    }
}
