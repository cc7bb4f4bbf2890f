import SwiftUI

struct Backgrounds: View {
    let names: [String]

    var body: some View {
        VStack {
            Text("Pick a background")
            ScrollView {
                ForEach(names, id: \.self) { name in
                    Image(systemName: name)
                        .frame(width: UIScreen.main.bounds.width / 4.5)
                }
            }
            .padding(30)
        }
    }
}
