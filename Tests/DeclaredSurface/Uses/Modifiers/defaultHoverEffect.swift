// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u06ac3c295d View.defaultHoverEffect(_: HoverEffect?)
@MainActor func use_06ac3c295d<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.defaultHoverEffect(sample() as HoverEffect?) as any View
}
