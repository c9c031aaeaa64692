// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufd7cadd54b View.colorMultiply(_: Color)
@MainActor func use_fd7cadd54b<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.colorMultiply(sample() as Color) as any View
}
