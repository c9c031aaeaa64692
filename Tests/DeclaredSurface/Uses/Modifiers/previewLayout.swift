// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubd1878039e View.previewLayout(_: PreviewLayout)
@MainActor func use_bd1878039e<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.previewLayout(sample() as PreviewLayout) as any View
}
