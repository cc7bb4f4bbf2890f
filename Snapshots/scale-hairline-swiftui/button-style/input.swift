import SwiftUI

struct UnderlinedButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.label
            Rectangle().frame(height: 1.0 / UIScreen.main.scale)
        }
    }
}
