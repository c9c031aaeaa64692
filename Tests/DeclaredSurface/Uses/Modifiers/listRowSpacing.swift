// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua8bcf0fbbb View.listRowSpacing(_: CGFloat?)
@MainActor func use_a8bcf0fbbb<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.listRowSpacing(sample() as CGFloat?) as any View
}
