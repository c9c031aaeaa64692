// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u678cb17433 VStackLayout.init(alignment: HorizontalAlignment, spacing: CGFloat?)
@MainActor func use_678cb17433() {
    let _: VStackLayout = VStackLayout(alignment: sample() as HorizontalAlignment, spacing: sample() as CGFloat?)
    let _: VStackLayout = VStackLayout()
}
