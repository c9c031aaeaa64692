// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf831ce1538 View.findDisabled(_: Bool)
@MainActor func use_f831ce1538<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.findDisabled(sample() as Bool) as any View
    _ = subject.findDisabled() as any View
}
