// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9ed2eedc87 View.submitScope(_: Bool)
@MainActor func use_9ed2eedc87<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.submitScope(sample() as Bool) as any View
    _ = subject.submitScope() as any View
}
