import SwiftUI

struct SheetView: View {
    var body: some View {
        Text("Sheet")
            .frame(height: UIScreen.main.bounds.height / 2)
    }
}
