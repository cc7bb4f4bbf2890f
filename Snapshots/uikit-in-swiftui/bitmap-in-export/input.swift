import SwiftUI
import UIKit

struct PosterExport: View {
    var body: some View {
        Button("Export") { export() }
    }

    private func export() {
        let size = CGSize(width: UIScreen.main.bounds.width, height: 400)
        let renderer = UIGraphicsImageRenderer(size: size)
        _ = renderer.image { context in context.fill(CGRect(origin: .zero, size: size)) }
    }
}

struct Gallery: View {
    var body: some View {
        PosterExport()
    }
}
