import SwiftUI
import UIKit

struct PartialSheet<Content: View>: View {
    let content: Content
    @State private var displayHeight: CGFloat = UIScreen.main.bounds.height

    var body: some View {
        content
            .overlay {
                GeometryReader { proxy in
                    Color.clear
                        .onAppear { displayHeight = proxy.size.height }
                }
            }
            .frame(height: displayHeight)
    }
}
