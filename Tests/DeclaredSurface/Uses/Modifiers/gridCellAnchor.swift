// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u11ff1b0086 View.gridCellAnchor(_: UnitPoint)
@MainActor func use_11ff1b0086<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.gridCellAnchor(sample() as UnitPoint) as any View
}
