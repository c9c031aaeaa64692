// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3c61084c32 View.presentationDragIndicator(_: Visibility)
@MainActor func use_3c61084c32<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.presentationDragIndicator(sample() as Visibility) as any View
}
