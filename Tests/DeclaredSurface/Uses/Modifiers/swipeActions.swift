// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4b3a30b20e View.swipeActions<T>(edge: HorizontalEdge, allowsFullSwipe: Bool, content: () -> T) where T : View
@MainActor func use_4b3a30b20e<Self_: View, T: View>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.swipeActions(
        edge: sample() as HorizontalEdge,
        allowsFullSwipe: sample() as Bool,
        content: sample() as () -> T
    ) as any View
    _ = subject.swipeActions(content: sample() as () -> T) as any View
    _ = subject.swipeActions(
        edge: sample() as HorizontalEdge,
        allowsFullSwipe: sample() as Bool,
        content: { Text(""); Text("") }
    )
}
