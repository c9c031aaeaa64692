// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u24299950ea TitleOnlyLabelStyle.init()
@MainActor func use_24299950ea() {
    let _: TitleOnlyLabelStyle = TitleOnlyLabelStyle()
}
