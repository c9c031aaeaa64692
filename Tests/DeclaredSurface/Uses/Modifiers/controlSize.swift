// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9389df5ad8 View.controlSize(_: ControlSize)
@MainActor func use_9389df5ad8<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.controlSize(sample() as ControlSize) as any View
}
