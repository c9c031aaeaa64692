// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u741c8cf7ca View.itemProvider(_: Optional<() -> NSItemProvider?>)
@MainActor func use_741c8cf7ca<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.itemProvider(sample() as (() -> NSItemProvider?)?) as any View
}
