// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2565f32a4c View.textSelection<S>(_: S) where S : TextSelectability
@MainActor func use_2565f32a4c<Self_: View, S: TextSelectability>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.textSelection(sample() as S) as any View
}
