import SwiftUI

struct ProfileButton: View {
    @State private var showsSheet = false

    var body: some View {
        Button("Profile") { showsSheet = true }
            .sheet(isPresented: $showsSheet) {
                Text("Profile")
                    .presentationDetents([.height(UIScreen.main.bounds.height - 120)])
            }
    }
}
