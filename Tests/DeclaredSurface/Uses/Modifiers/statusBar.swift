// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3fb1b6b594 View.statusBar(hidden: Bool)
@MainActor func use_3fb1b6b594<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.statusBar(hidden: sample() as Bool) as any View
}
