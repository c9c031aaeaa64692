// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6083dccecc ZStackLayout.init(alignment: Alignment)
@MainActor func use_6083dccecc() {
    let _: ZStackLayout = ZStackLayout(alignment: sample() as Alignment)
    let _: ZStackLayout = ZStackLayout()
}
