// The views every corpus case snapshots. Written afresh for Darkroom's migration corpus.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

/// A badge with a shape, text and a rounded background: enough to show scale, size and centring.
struct SampleBadge: View {
    var title = "Darkroom"

    var body: some View {
        VStack(spacing: 6) {
            Circle()
                .fill(Color.orange)
                .frame(width: 40, height: 40)
            Text(title)
                .font(.headline)
                .foregroundColor(.white)
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue))
    }
}

/// A view that takes the space it is offered (a colour fill with a centred label).
struct SampleBanner: View {
    var body: some View {
        ZStack {
            Color.green
            Text("Banner")
                .font(.title)
        }
    }
}
