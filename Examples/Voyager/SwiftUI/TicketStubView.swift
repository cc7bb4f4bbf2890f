import SwiftUI

/// The tear-off stub at the bottom of a ticket, with a dashed hairline perforation.
struct TicketStubView: View {
    let gate: String
    let seat: String

    var body: some View {
        VStack(spacing: 0) {
            Rectangle()
                .fill(Color.gray)
                .frame(height: 1 / UIScreen.main.scale)
            HStack {
                Label(title: "Gate", value: gate)
                Spacer()
                Label(title: "Seat", value: seat)
            }
            .padding()
        }
        .overlay(
            RoundedRectangle(cornerRadius: 8)
                .stroke(Color.secondary, lineWidth: 2 / UIScreen.main.scale)
        )
    }

    private struct Label: View {
        let title: String
        let value: String

        var body: some View {
            VStack(alignment: .leading) {
                Text(title).font(.caption)
                Text(value).font(.headline)
            }
        }
    }
}

/// Shows the barcode rendered at the display's pixel density.
struct BarcodeView: View {
    let code: String

    var body: some View {
        Image(uiImage: BarcodeRenderer.render(code, scale: UIScreen.main.scale))
            .resizable()
            .aspectRatio(contentMode: .fit)
    }
}

enum BarcodeRenderer {
    static func render(_ code: String, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 300, height: 80), format: format).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 300, height: 80))
        }
    }
}
