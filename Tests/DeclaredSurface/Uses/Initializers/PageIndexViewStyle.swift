// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf235e7cf8a PageIndexViewStyle.init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
@MainActor func use_f235e7cf8a() {
    let _: PageIndexViewStyle = PageIndexViewStyle(
        backgroundDisplayMode: sample() as PageIndexViewStyle.BackgroundDisplayMode
    )
    let _: PageIndexViewStyle = PageIndexViewStyle()
}
