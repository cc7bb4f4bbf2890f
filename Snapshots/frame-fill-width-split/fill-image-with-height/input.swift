import SwiftUI

struct PhotoHeader: View {
    let image: UIImage

    var body: some View {
        Image(uiImage: image)
            .resizable()
            .scaledToFill()
            .frame(width: UIScreen.main.bounds.width, height: 200)
            .clipped()
    }
}
