#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct Tag: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.headline)
            .padding(8)
            .background(Color.orange.opacity(0.3), in: Capsule())
    }
}

#Preview("Tag", traits: .sizeThatFitsLayout) {
    Tag(title: "Hello")
}
