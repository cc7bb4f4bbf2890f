import SwiftUI
import UIKit

struct LibraryView: View {
    var body: some View {
        VStack {
            if UIDevice.current.userInterfaceIdiom == .pad {
                Text("Sidebar")
            }
            Text("Columns: \(columns)")
        }
    }

    private var columns: Int {
        UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
    }
}
