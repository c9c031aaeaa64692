// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7bc9cdc2c8 View.onDrag(_: () -> NSItemProvider)
@MainActor func use_7bc9cdc2c8<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onDrag(sample() as () -> NSItemProvider) as any View
}

// ud3fb49210e View.onDrag<V>(_: () -> NSItemProvider, preview: () -> V) where V : View
@MainActor func use_d3fb49210e<Self_: View, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.onDrag(sample() as () -> NSItemProvider, preview: sample() as () -> V) as any View
    _ = subject.onDrag(sample() as () -> NSItemProvider, preview: { Text(""); Text("") })
}
