// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8a5db7f454 View.gridCellUnsizedAxes(_: Axis.Set)
@MainActor func use_8a5db7f454<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.gridCellUnsizedAxes(sample() as Axis.Set) as any View
}
