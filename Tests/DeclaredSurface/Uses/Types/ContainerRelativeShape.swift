// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1724b522cf ContainerRelativeShape
@MainActor func use_1724b522cf() {
    let _: Any.Type = ContainerRelativeShape.self
}
