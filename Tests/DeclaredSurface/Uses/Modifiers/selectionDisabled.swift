// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u45af558bab View.selectionDisabled(_: Bool)
@MainActor func use_45af558bab<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.selectionDisabled(sample() as Bool) as any View
    _ = subject.selectionDisabled() as any View
}
