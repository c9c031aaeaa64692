// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua129d94c21 View.tabItem<V>(_: () -> V) where V : View
@MainActor func use_a129d94c21<Self_: View, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.tabItem(sample() as () -> V) as any View
    _ = subject.tabItem({ Text(""); Text("") })
}
