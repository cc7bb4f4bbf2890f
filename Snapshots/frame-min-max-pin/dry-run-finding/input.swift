import SwiftUI

struct ProfileHeader: View {
    var name: String

    var body: some View {
        HStack {
            Text(name)
        }
        .frame(minWidth: UIScreen.main.bounds.size.width, maxWidth: UIScreen.main.bounds.size.width)
    }
}
