// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u450db1fbd4 View.deleteDisabled(_: Bool)
@MainActor func use_450db1fbd4<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.deleteDisabled(sample() as Bool) as any View
}
