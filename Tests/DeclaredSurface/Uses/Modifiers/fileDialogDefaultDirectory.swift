// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u230ee8b9cf View.fileDialogDefaultDirectory(_: URL?)
@MainActor func use_230ee8b9cf<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fileDialogDefaultDirectory(sample() as URL?) as any View
}
