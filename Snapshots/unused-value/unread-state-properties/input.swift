import SwiftUI

struct OnboardingView: View {
    @State private var width = UIScreen.main.bounds.width
    @State private var height: CGFloat = UIScreen.main.bounds.height
    @State private var offset: CGFloat = UIScreen.main.bounds.height
    @State private var sheetHeight: CGFloat = UIScreen.main.bounds.height / 2

    var body: some View {
        VStack {
            Text("Welcome").frame(width: 200, height: 40)
            Text("Next").offset(y: offset)
            Knob(value: $sheetHeight)
        }
    }
}

struct Knob: View {
    let value: Binding<CGFloat>

    var body: some View {
        Text("knob")
    }
}
