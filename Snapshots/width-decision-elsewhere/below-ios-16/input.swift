import SwiftUI

struct Dashboard: View {
    var body: some View {
        if UIScreen.main.bounds.width > 700 {
            HStack { Text("chart"); Text("table") }
        } else {
            VStack { Text("chart"); Text("table") }
        }
    }
}
