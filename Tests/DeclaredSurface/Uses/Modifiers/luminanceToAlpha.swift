// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u654f0b115f View.luminanceToAlpha()
@MainActor func use_654f0b115f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.luminanceToAlpha() as any View
}
