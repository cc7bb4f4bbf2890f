import SwiftUI

struct InputField: View {
    @Binding var text: String
    let placeholder: String

    var body: some View {
        Text(text.isEmpty ? placeholder : text)
            .padding(12)
            .overlay(
                RoundedRectangle(cornerRadius: 10)
                    .stroke(Color.secondary, lineWidth: 1.0 / UIScreen.main.scale)
            )
    }
}
