import SwiftUI
import UIKit

struct ProfileBanner: View {
    var body: some View {
        Color.blue
            .frame(width: UIScreen.main.bounds.size.width, height: 180, alignment: .center)
    }
}
