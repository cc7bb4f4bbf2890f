import SwiftUI

struct RulesView: View {
    @State private var showFilters = false
    let filters: [String]

    var body: some View {
        GeometryReader { proxy in
            VStack {
                Button("Filter") { showFilters.toggle() }
                    .frame(width: proxy.size.width)
                    .popover(isPresented: $showFilters) {
                        Text(filters.joined(separator: "\n"))
                            .frame(width: UIScreen.main.bounds.width * 0.9)
                    }
            }
        }
    }
}

struct HomeView: View {
    var body: some View {
        RulesView(filters: ["All"])
    }
}
