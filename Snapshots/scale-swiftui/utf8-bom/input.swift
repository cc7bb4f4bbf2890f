import SwiftUI

struct StickerView: View {
    let name: String

    var body: some View {
        Image(uiImage: UIImage(named: name) ?? UIImage())
            .resizable()
            .frame(width: 96 / UIScreen.main.scale * 2, height: 96)
    }
}
