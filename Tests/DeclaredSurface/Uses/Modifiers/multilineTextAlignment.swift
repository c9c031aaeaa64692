// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2ad58eb0c4 View.multilineTextAlignment(_: TextAlignment)
@MainActor func use_2ad58eb0c4<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.multilineTextAlignment(sample() as TextAlignment) as any View
}
