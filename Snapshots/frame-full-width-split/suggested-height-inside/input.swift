import SwiftUI
import UIKit

struct TopBar: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Home")
            Rectangle()
                .fill(Color.gray)
                .frame(width: UIScreen.main.bounds.width, height: 1)
        }
    }
}
