import SwiftUI

struct QRCodeView: View {
    let payload: String

    var body: some View {
        Image(uiImage: QRRenderer.image(for: payload, scale: UIScreen.main.scale))
            .resizable()
            .aspectRatio(contentMode: .fit)
            .padding()
    }
}

enum QRRenderer {
    static func image(for payload: String, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 200, height: 200), format: format).image { _ in }
    }
}
