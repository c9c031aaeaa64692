// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u88817d8206 View.replaceDisabled(_: Bool)
@MainActor func use_88817d8206<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.replaceDisabled(sample() as Bool) as any View
    _ = subject.replaceDisabled() as any View
}
