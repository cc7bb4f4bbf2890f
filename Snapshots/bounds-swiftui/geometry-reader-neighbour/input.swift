import SwiftUI

struct BottomSheet<Content: View>: View {
    @Binding var isOpen: Bool
    let content: Content

    var body: some View {
        GeometryReader { proxy in
            VStack {
                content
            }
            .frame(width: proxy.size.width, height: UIScreen.main.bounds.height * 0.6)
            .offset(y: isOpen ? UIScreen.main.bounds.height * 0.4 : UIScreen.main.bounds.height)
        }
    }
}
