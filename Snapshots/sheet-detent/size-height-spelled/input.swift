import SwiftUI

struct MapButton: View {
    @State private var showsSheet = false

    var body: some View {
        Button("Map") { showsSheet = true }
            .sheet(isPresented: $showsSheet) {
                Text("Places")
                    .presentationDetents([.height(UIScreen.main.bounds.size.height / 3), .medium])
            }
    }
}
