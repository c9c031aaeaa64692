// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uff89d22dd3 PageTabViewStyle.init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
@MainActor func use_ff89d22dd3() {
    let _: PageTabViewStyle = PageTabViewStyle(indexDisplayMode: sample() as PageTabViewStyle.IndexDisplayMode)
    let _: PageTabViewStyle = PageTabViewStyle()
}
