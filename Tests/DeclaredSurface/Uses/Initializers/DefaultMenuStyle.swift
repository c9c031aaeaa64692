// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua1549b616f DefaultMenuStyle.init()
@MainActor func use_a1549b616f() {
    let _: DefaultMenuStyle = DefaultMenuStyle()
}
