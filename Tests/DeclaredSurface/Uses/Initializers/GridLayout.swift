// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6071cb7bd1 GridLayout.init(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?)
@MainActor func use_6071cb7bd1() {
    let _: GridLayout = GridLayout(
        alignment: sample() as Alignment,
        horizontalSpacing: sample() as CGFloat?,
        verticalSpacing: sample() as CGFloat?
    )
    let _: GridLayout = GridLayout()
}
