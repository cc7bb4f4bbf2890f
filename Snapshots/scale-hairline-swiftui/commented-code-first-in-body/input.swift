import SwiftUI

struct RulerView: View {

//  let oldSpacing: CGFloat = 8
  let ticks: Int

  var body: some View {
    Rectangle()
      .frame(height: 1 / UIScreen.main.scale)
  }
}
