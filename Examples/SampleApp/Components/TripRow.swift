#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct TripRow: View {
    let trip: Trip

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: trip.kind.symbol)
                .font(.title3)
                .frame(width: 44, height: 44)
                .background(Color.accentColor.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
            VStack(alignment: .leading, spacing: 2) {
                Text(trip.title).font(.headline)
                Text("\(trip.country) · \(trip.nights) nights")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if trip.isFavorite {
                Image(systemName: "star.fill").foregroundStyle(.yellow)
            }
        }
        .padding(.vertical, 4)
    }
}

struct TripRow_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(Trip.samples.prefix(2)) { trip in
            TripRow(trip: trip)
                .padding(.horizontal)
                .previewLayout(.fixed(width: 375, height: 72))
                .previewDisplayName(trip.title)
        }
    }
}
