import SwiftUI

struct ChartView: View {
    let values: [Double]

    private var pointDiameter: CGFloat {
        UIScreen.main.scale >= 3 ? 6 : 8
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Resolution @\(Int(UIScreen.main.scale))x")
                .font(.caption)
            HStack(spacing: 4) {
                ForEach(0..<values.count) { index in
                    Circle()
                        .fill(Color.blue)
                        .frame(width: pointDiameter, height: pointDiameter)
                        .offset(y: CGFloat(values[index]))
                }
            }
        }
    }
}
