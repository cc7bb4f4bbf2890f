import SwiftUI
import UIKit

struct SearchField: View {
    var body: some View {
        Button("Done") {
            UIApplication.shared.keyWindow?.endEditing(true)
        }
    }
}
