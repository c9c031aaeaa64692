// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc70bca941e View.listRowBackground<V>(_: V?) where V : View
@MainActor func use_c70bca941e<Self_: View, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.listRowBackground(sample() as V?) as any View
}
