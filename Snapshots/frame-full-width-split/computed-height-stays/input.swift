import SwiftUI
import UIKit

struct Header: View {
    let stretch: CGFloat
    var body: some View {
        Image(systemName: "photo")
            .resizable()
            .frame(width: UIScreen.main.bounds.width, height: stretch > 0 ? 180 + stretch : 180)
    }
}
