// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u58aa7c8619 View.privacySensitive(_: Bool)
@MainActor func use_58aa7c8619<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.privacySensitive(sample() as Bool) as any View
    _ = subject.privacySensitive() as any View
}
