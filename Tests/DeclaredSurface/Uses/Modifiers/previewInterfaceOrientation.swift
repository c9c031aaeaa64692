// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4ec3953eaf View.previewInterfaceOrientation(_: InterfaceOrientation)
@MainActor func use_4ec3953eaf<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.previewInterfaceOrientation(sample() as InterfaceOrientation) as any View
}
