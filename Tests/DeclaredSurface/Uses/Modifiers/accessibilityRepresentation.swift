// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9f26b31d2a View.accessibilityRepresentation<V>(representation: () -> V) where V : View
@MainActor func use_9f26b31d2a<Self_: View, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.accessibilityRepresentation(representation: sample() as () -> V) as any View
    _ = subject.accessibilityRepresentation(representation: { Text(""); Text("") })
}
