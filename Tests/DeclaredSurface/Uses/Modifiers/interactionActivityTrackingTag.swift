// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u804a0ed2e5 View.interactionActivityTrackingTag(_: String)
@MainActor func use_804a0ed2e5<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.interactionActivityTrackingTag(sample() as String) as any View
}
