// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua7663ef2fd View.truncationMode(_: Text.TruncationMode)
@MainActor func use_a7663ef2fd<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.truncationMode(sample() as Text.TruncationMode) as any View
}
