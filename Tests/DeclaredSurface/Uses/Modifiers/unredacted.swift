// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4539d05c0c View.unredacted()
@MainActor func use_4539d05c0c<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.unredacted() as any View
}
