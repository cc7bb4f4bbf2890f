import SwiftUI

struct CartButton: View {
    @State private var showsSheet = false

    var body: some View {
        Button("Cart") { showsSheet = true }
            .sheet(isPresented: $showsSheet) {
                Text("Cart")
                    .presentationDetents([.height(UIScreen.main.bounds.height / 2)])
            }
    }
}
