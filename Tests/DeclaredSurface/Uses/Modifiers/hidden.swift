// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc5734d6662 View.hidden()
@MainActor func use_c5734d6662<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.hidden() as any View
}
