// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua01b96159d GridItem.init(_: GridItem.Size, spacing: CGFloat?, alignment: Alignment?)
@MainActor func use_a01b96159d() {
    let _: GridItem = GridItem(
        sample() as GridItem.Size,
        spacing: sample() as CGFloat?,
        alignment: sample() as Alignment?
    )
    let _: GridItem = GridItem()
}
