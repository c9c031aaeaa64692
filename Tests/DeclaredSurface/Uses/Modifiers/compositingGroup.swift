// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc27e585d77 View.compositingGroup()
@MainActor func use_c27e585d77<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.compositingGroup() as any View
}
