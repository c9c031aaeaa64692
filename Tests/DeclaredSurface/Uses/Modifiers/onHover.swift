// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4e801f9371 View.onHover(perform: (Bool) -> Void)
@MainActor func use_4e801f9371<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onHover(perform: sample() as (Bool) -> Void) as any View
}
