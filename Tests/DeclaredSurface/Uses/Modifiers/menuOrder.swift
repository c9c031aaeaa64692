// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4fbd4abe5a View.menuOrder(_: MenuOrder)
@MainActor func use_4fbd4abe5a<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.menuOrder(sample() as MenuOrder) as any View
}
