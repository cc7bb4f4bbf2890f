import SwiftUI

struct StickyHeaderScreen: View {
    var body: some View {
        GeometryReader { outer in
            ScrollView {
                VStack {
                    progressBar
                    Text("Width \(outer.size.width)")
                }
            }
        }
    }

    private var progressBar: some View {
        Rectangle()
            .frame(width: UIScreen.main.bounds.width - 32, height: 4)
    }
}
