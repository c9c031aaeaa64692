#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct TripDetailScreen: View {
    let trip: Trip

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                VStack(alignment: .leading, spacing: 8) {
                    TripKindBadge(kind: trip.kind)
                    Text(trip.title).font(.largeTitle.bold())
                    Text("\(trip.country) · \(trip.nights) nights").foregroundStyle(.secondary)
                }
                BudgetBar(spent: trip.spent, budget: trip.budget)
                SpendingChart(spends: DailySpend.lisbon)
                    .frame(height: 220)
                PrimaryButton(title: "Share itinerary", systemImage: "square.and.arrow.up")
            }
            .padding()
        }
    }
}

#Preview {
    TripDetailScreen(trip: Trip.samples[0])
}

#Preview("Landscape", traits: .landscapeLeft) {
    TripDetailScreen(trip: Trip.samples[1])
}
