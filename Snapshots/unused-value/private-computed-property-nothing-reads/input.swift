import SwiftUI
import UIKit

struct TutorialView: View {
    private var screenHeight: CGFloat {
        UIScreen.main.bounds.height
    }

    private var screenWidth: CGFloat {
        UIScreen.main.bounds.width
    }

    var body: some View {
        Text("Scan your passport")
            .frame(width: screenWidth * 0.8)
    }
}

private extension TutorialView {
    var screenScale: CGFloat {
        UIScreen.main.scale
    }
}
