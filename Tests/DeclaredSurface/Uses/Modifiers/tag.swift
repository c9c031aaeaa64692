// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc8ce5614c7 View.tag<V>(_: V) where V : Hashable
@MainActor func use_c8ce5614c7<Self_: View, V: Hashable>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.tag(sample() as V) as any View
}
