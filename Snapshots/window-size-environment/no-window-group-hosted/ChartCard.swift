import SwiftUI

struct ChartCard: View {
    var body: some View {
        Color.blue.frame(height: UIScreen.main.bounds.height / 4)
    }
}
