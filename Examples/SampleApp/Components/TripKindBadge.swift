#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct TripKindBadge: View {
    let kind: Trip.Kind

    var body: some View {
        Label(kind.rawValue.capitalized, systemImage: kind.symbol)
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .foregroundStyle(tint)
            .background(tint.opacity(0.15), in: Capsule())
    }

    private var tint: Color {
        switch kind {
        case .city: .indigo
        case .hiking: .green
        case .beach: .orange
        }
    }
}

#Preview("All kinds", traits: .sizeThatFitsLayout) {
    HStack {
        ForEach(Trip.Kind.allCases, id: \.self) { kind in
            TripKindBadge(kind: kind)
        }
    }
    .padding()
}
