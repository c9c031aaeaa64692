// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1382e85b2e LayoutProperties.init()
@MainActor func use_1382e85b2e() {
    let _: LayoutProperties = LayoutProperties()
}
