// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3852e5c795 View.gridColumnAlignment(_: HorizontalAlignment)
@MainActor func use_3852e5c795<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.gridColumnAlignment(sample() as HorizontalAlignment) as any View
}
