// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2a61389cbf View.persistentSystemOverlays(_: Visibility)
@MainActor func use_2a61389cbf<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.persistentSystemOverlays(sample() as Visibility) as any View
}
