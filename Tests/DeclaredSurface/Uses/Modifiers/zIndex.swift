// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u46158a96e5 View.zIndex(_: Double)
@MainActor func use_46158a96e5<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.zIndex(sample() as Double) as any View
}
