// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u62f17aa63d View.accessibilityChildren<V>(children: () -> V) where V : View
@MainActor func use_62f17aa63d<Self_: View, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.accessibilityChildren(children: sample() as () -> V) as any View
    _ = subject.accessibilityChildren(children: { Text(""); Text("") })
}
