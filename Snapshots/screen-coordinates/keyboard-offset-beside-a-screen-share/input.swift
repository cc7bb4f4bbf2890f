import SwiftUI
import UIKit

struct NoticeModifier {
    @Binding var isShown: Bool
    @State private var keyboardLift: CGFloat = 0
}

extension NoticeModifier: ViewModifier {
    func body(content: Content) -> some View {
        ZStack(alignment: .top) {
            content
            if isShown {
                Text("Saved")
                    .padding(.top, UIScreen.main.bounds.height * 0.25)
                    .offset(y: -keyboardLift)
                    .onAppear {
                        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                               object: nil, queue: .main) { note in
                            if let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect {
                                keyboardLift = frame.height * 0.2
                            }
                        }
                    }
            }
        }
    }
}
