import SwiftUI

/// A route preview that measures its space with a GeometryReader, yet sized the stops from
/// the main screen.
struct RouteMapView: View {
    let stops: [String]

    var body: some View {
        GeometryReader { proxy in
            HStack {
                ForEach(stops, id: \.self) { stop in
                    Text(stop)
                        .frame(width: UIScreen.main.bounds.width / CGFloat(max(stops.count, 1)))
                }
            }
            .frame(height: proxy.size.height)
        }
    }
}
