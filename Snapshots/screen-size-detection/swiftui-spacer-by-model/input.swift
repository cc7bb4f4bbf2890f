import SwiftUI

struct CompleteStepView: View {
    var body: some View {
        VStack {
            Text("All set")
            Spacer()
                .frame(height: UIScreen.main.bounds.height == 667 ? 40 : 120)
            Button("Start") {}
        }
    }
}
