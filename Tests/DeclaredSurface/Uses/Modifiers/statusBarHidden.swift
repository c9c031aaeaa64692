// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucf8783bd72 View.statusBarHidden(_: Bool)
@MainActor func use_cf8783bd72<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.statusBarHidden(sample() as Bool) as any View
    _ = subject.statusBarHidden() as any View
}
