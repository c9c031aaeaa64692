// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucd6c6ccb51 HStackLayout.init(alignment: VerticalAlignment, spacing: CGFloat?)
@MainActor func use_cd6c6ccb51() {
    let _: HStackLayout = HStackLayout(alignment: sample() as VerticalAlignment, spacing: sample() as CGFloat?)
    let _: HStackLayout = HStackLayout()
}
