import SwiftUI
import UIKit

struct ChartHost: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 200))
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

struct ChartScreen: View {
    var body: some View {
        ChartHost()
            .frame(height: UIScreen.main.bounds.height / 3)
    }
}
