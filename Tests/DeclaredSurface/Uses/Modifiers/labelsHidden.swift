// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8c9b1d2e8c View.labelsHidden()
@MainActor func use_8c9b1d2e8c<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.labelsHidden() as any View
}
