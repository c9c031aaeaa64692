// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3bb8d77c25 View.clipped(antialiased: Bool)
@MainActor func use_3bb8d77c25<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.clipped(antialiased: sample() as Bool) as any View
    _ = subject.clipped() as any View
}
