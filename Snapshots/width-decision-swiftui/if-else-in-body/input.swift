import SwiftUI

struct ProfileSummary: View {
    let name: String
    let bio: String

    var body: some View {
        if UIScreen.main.bounds.width > 600 {
            HStack(alignment: .top) {
                Text(name).font(.title)
                Text(bio)
            }
        } else {
            VStack(alignment: .leading) {
                Text(name).font(.title)
                Text(bio)
            }
        }
    }
}
