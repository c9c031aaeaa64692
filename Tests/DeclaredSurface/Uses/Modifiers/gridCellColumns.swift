// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubbc4dc6f43 View.gridCellColumns(_: Int)
@MainActor func use_bbc4dc6f43<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.gridCellColumns(sample() as Int) as any View
}
