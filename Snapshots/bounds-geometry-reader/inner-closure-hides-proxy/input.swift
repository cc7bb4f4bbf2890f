import SwiftUI

struct Rows: View {
    let proxies: [String]

    var body: some View {
        GeometryReader { proxy in
            ForEach(proxies, id: \.self) { proxy in
                Text(proxy).frame(width: UIScreen.main.bounds.width)
            }
        }
    }
}
