// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc9fd9d113f View.flipsForRightToLeftLayoutDirection(_: Bool)
@MainActor func use_c9fd9d113f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.flipsForRightToLeftLayoutDirection(sample() as Bool) as any View
}
