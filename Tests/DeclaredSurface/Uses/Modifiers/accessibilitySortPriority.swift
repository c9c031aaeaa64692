// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub8fa76b2b1 View.accessibilitySortPriority(_: Double)
@MainActor func use_b8fa76b2b1<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilitySortPriority(sample() as Double) as any View
}
