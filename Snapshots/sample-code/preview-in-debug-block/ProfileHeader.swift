import SwiftUI

struct ProfileHeader: View {
    var height: CGFloat

    var body: some View {
        Color.blue
            .frame(height: height)
    }
}

#if DEBUG
struct ProfileHeader_Previews: PreviewProvider {
    static var previews: some View {
        ProfileHeader(height: UIScreen.main.bounds.height * 0.3)
    }
}
#endif
