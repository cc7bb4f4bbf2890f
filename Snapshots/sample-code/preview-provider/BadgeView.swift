import SwiftUI

struct BadgeView: View {
    var body: some View {
        Circle()
            .frame(width: UIScreen.main.bounds.width * 0.2)
    }
}

struct BadgeView_Previews: PreviewProvider {
    static var previews: some View {
        BadgeView()
            .frame(height: UIScreen.main.bounds.height / 3)
    }
}
