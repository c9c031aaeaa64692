// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5b77997ff3 ContainerRelativeShape.init()
@MainActor func use_5b77997ff3() {
    let _: ContainerRelativeShape = ContainerRelativeShape()
}
