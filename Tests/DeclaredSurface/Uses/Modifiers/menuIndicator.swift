// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6f57035a7f View.menuIndicator(_: Visibility)
@MainActor func use_6f57035a7f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.menuIndicator(sample() as Visibility) as any View
}
