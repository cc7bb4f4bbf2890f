import SwiftUI
import UIKit

struct ProfileHeader: View {
    var body: some View {
        VStack {
            Image(systemName: "person")
                .resizable()
                .scaledToFill()
                .frame(width: 100, height: 100)
            Text("Name")
        }
        .frame(width: UIScreen.main.bounds.width, height: 200)
    }
}
