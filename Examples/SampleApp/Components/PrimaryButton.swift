#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct PrimaryButton: View {
    let title: String
    var systemImage: String?
    var isEnabled = true

    var body: some View {
        HStack(spacing: 8) {
            if let systemImage {
                Image(systemName: systemImage)
            }
            Text(title).fontWeight(.semibold)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 14)
        .foregroundStyle(.white)
        .background(isEnabled ? Color.accentColor : Color.gray.opacity(0.5),
                    in: RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
}

struct PrimaryButton_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            PrimaryButton(title: "Plan a trip", systemImage: "plus")
                .previewDisplayName("With icon")
            PrimaryButton(title: "Share itinerary")
                .previewDisplayName("Text only")
            PrimaryButton(title: "Book", isEnabled: false)
                .previewDisplayName("Disabled")
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}
