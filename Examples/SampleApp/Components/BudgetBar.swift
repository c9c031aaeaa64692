#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

/// Spent against budget; turns red past the budget.
struct BudgetBar: View {
    let spent: Double
    let budget: Double

    private var isOver: Bool { spent > budget }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Budget").font(.subheadline.weight(.medium))
                Spacer()
                Text("\(Int(spent)) / \(Int(budget)) €")
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(isOver ? .red : .secondary)
            }
            ProgressView(value: min(spent, budget), total: budget)
                .tint(isOver ? .red : .accentColor)
        }
    }
}

#Preview(traits: .fixedLayout(width: 320, height: 80)) {
    BudgetBar(spent: 640, budget: 900)
        .padding()
}

#Preview("Over budget", traits: .fixedLayout(width: 320, height: 80)) {
    BudgetBar(spent: 1520, budget: 1400)
        .padding()
}
