// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uabdc877924 View.draggable<T>(_: () -> T) where T : Transferable
@MainActor func use_abdc877924<Self_: View, T: Transferable>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.draggable(sample() as T) as any View
}

// u46c34f3c08 View.draggable<V, T>(_: () -> T, preview: () -> V) where V : View, T : Transferable
@MainActor func use_46c34f3c08<Self_: View, V: View, T: Transferable>(
    _ subject: Self_,
    _ generics: (Self_, V, T).Type
) {
    _ = subject.draggable(sample() as T, preview: sample() as () -> V) as any View
    _ = subject.draggable(sample() as T, preview: { Text(""); Text("") })
}
