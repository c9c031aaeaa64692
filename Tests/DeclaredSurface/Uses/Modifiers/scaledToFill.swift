// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc14af8afd9 View.scaledToFill()
@MainActor func use_c14af8afd9<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scaledToFill() as any View
}
