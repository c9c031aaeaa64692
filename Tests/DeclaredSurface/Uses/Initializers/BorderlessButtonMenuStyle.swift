// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u99b1c1509a BorderlessButtonMenuStyle.init()
@MainActor func use_99b1c1509a() {
    let _: BorderlessButtonMenuStyle = BorderlessButtonMenuStyle()
}
