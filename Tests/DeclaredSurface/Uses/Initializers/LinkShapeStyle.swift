// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7dc0aa112b LinkShapeStyle.init()
@MainActor func use_7dc0aa112b() {
    let _: LinkShapeStyle = LinkShapeStyle()
}
