#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct Badge: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.headline)
            .padding(8)
            .background(Color.blue.opacity(0.2), in: Capsule())
    }
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Badge(title: "New")
}

#Preview {
    Badge(title: "On a phone")
}

#Preview("Broken body") {
    Badge(title: missingTitle)
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(title: "One").previewDisplayName("First")
            Badge(title: "Two").previewLayout(.fixed(width: 200, height: 100))
        }
    }
}
