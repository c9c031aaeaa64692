#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct TripListScreen: View {
    let trips: [Trip]

    var body: some View {
        NavigationStack {
            List {
                Section("Favourites") {
                    ForEach(trips.filter(\.isFavorite)) { trip in
                        TripRow(trip: trip)
                    }
                }
                Section("All trips") {
                    ForEach(trips) { trip in
                        TripRow(trip: trip)
                    }
                }
            }
            .navigationTitle("Trips")
        }
    }
}

#Preview {
    TripListScreen(trips: Trip.samples)
}

#Preview("Dark") {
    TripListScreen(trips: Trip.samples)
        .preferredColorScheme(.dark)
}

#Preview("Empty") {
    TripListScreen(trips: [])
}
