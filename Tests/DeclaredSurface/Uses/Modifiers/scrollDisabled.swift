// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u010900eeb9 View.scrollDisabled(_: Bool)
@MainActor func use_010900eeb9<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scrollDisabled(sample() as Bool) as any View
}
