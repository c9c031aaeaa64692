// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0786cc9c8f TitleAndIconLabelStyle.init()
@MainActor func use_0786cc9c8f() {
    let _: TitleAndIconLabelStyle = TitleAndIconLabelStyle()
}
