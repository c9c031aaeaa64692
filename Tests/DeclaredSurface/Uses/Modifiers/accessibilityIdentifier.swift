// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1254bca52f View.accessibilityIdentifier(_: String)
@MainActor func use_1254bca52f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityIdentifier(sample() as String) as any View
}
