// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua5fd6593a9 View.layoutPriority(_: Double)
@MainActor func use_a5fd6593a9<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.layoutPriority(sample() as Double) as any View
}
