// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4f8488bae4 TitleAndIconLabelStyle
@MainActor func use_4f8488bae4() {
    let _: Any.Type = TitleAndIconLabelStyle.self
}
