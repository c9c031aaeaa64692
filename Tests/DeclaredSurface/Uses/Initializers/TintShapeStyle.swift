// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1181bea53c TintShapeStyle.init()
@MainActor func use_1181bea53c() {
    let _: TintShapeStyle = TintShapeStyle()
}
