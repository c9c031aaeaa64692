// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4e4887b9bc View.scrollTargetBehavior(_: some ScrollTargetBehavior)
@MainActor func use_4e4887b9bc<Self_: View, Opaque1: ScrollTargetBehavior>(
    _ subject: Self_,
    _ generics: (Self_, Opaque1).Type
) {
    _ = subject.scrollTargetBehavior(sample() as Opaque1) as any View
}
