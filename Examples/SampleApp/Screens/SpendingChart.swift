#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
#if canImport(Charts)
import Charts
#else
import DarkroomCharts
#endif

struct SpendingChart: View {
    let spends: [DailySpend]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Spending per day").font(.headline)
            Chart(spends) { spend in
                BarMark(x: .value("Day", "Day \(spend.day)"), y: .value("Amount", spend.amount))
                    .foregroundStyle(by: .value("Category", spend.category))
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 360, height: 260)) {
    SpendingChart(spends: DailySpend.lisbon)
        .padding()
}
