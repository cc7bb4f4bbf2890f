import SwiftUI

struct ProfileView: View {
    var body: some View {
        ScrollView(.vertical, showsIndicators: false) {
            VStack(spacing: 12) {
                Image(systemName: "person.crop.circle")
                    .resizable()
                    .frame(height: UIScreen.main.bounds.size.height / 3)
                Text("Profile")
            }
        }
    }
}
