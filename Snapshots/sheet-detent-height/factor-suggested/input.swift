import SwiftUI

struct FilterButton: View {
    @State private var showsSheet = false

    var body: some View {
        Button("Filter") { showsSheet = true }
            .sheet(isPresented: $showsSheet) {
                Text("Filters")
                    .presentationDetents([.height(UIScreen.main.bounds.height * 0.4), .large])
            }
    }
}
