import SwiftUI

struct TallSheet: View {
    @State private var showsSheet = false

    var body: some View {
        Button("Open") { showsSheet = true }
            .sheet(isPresented: $showsSheet) {
                Text("Tall")
                    .presentationDetents([.height(UIScreen.main.bounds.height * 1.2)])
            }
    }
}
