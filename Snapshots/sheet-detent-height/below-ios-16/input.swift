import SwiftUI

struct LegacySheet: View {
    @State private var showsSheet = false

    var body: some View {
        Button("Open") { showsSheet = true }
            .sheet(isPresented: $showsSheet) {
                Text("Legacy")
                    .presentationDetents([.height(UIScreen.main.bounds.height * 0.4)])
            }
    }
}
