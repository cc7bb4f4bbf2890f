import SwiftUI

struct PlanPicker: View {
    let plans: [String]
    let columns = 3

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(plans, id: \.self) { plan in
                    Text(plan)
                        .frame(width: UIScreen.main.bounds.width / CGFloat(columns))
                }
            }
        }
    }
}
