// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud0892c8bcc View.previewDevice(_: PreviewDevice?)
@MainActor func use_d0892c8bcc<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.previewDevice(sample() as PreviewDevice?) as any View
}
