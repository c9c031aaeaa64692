// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub53cfd8674 View.colorInvert()
@MainActor func use_b53cfd8674<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.colorInvert() as any View
}
