import SwiftUI

struct SaveProfileButton: View {
    let save: () -> Void

    var body: some View {
        Button(action: save) {
            Text("Save")
                .frame(width: UIScreen.main.bounds.width * 0.9, alignment: .center)
        }
        .frame(width: UIScreen.main.bounds.width * 0.9, height: 40, alignment: .center)
        .background(Color.blue)
        .clipShape(RoundedRectangle(cornerRadius: 8))
    }
}
