import SwiftUI

struct TwoWidths: View {
    var body: some View {
        Text("x")
            .padding(UIScreen.main.bounds.width > 700 ? 20 : 8)
            .font(UIScreen.main.bounds.width > 600 ? .body : .caption)
    }
}

struct MemberThreshold: View {
    let breakpoint: CGFloat = 600
    var body: some View {
        Text("y").padding(UIScreen.main.bounds.width > breakpoint ? 20 : 8)
    }
}

struct LocalName: View {
    var body: some View {
        let isWide = UIScreen.main.bounds.width > 700
        return Text(isWide ? "wide" : "narrow")
    }
}

struct Arithmetic: View {
    let gutter: CGFloat = 20
    var body: some View {
        Text("z").padding(gutter * 2 + UIScreen.main.bounds.width > 700 ? 4 : 2)
    }
}

struct NoElse: View {
    var body: some View {
        if UIScreen.main.bounds.width > 700 {
            Text("sidebar")
        }
    }
}

struct ExistingName: View {
    @State private var isWide = true
    var body: some View {
        Text("w").padding(UIScreen.main.bounds.width > 700 ? 4 : 2)
    }
}
