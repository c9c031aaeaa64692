// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9069833b4f FillShapeStyle.init()
@MainActor func use_9069833b4f() {
    let _: FillShapeStyle = FillShapeStyle()
}
