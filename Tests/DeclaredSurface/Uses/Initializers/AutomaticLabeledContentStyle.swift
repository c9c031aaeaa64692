// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u805e8a9a7c AutomaticLabeledContentStyle.init()
@MainActor func use_805e8a9a7c() {
    let _: AutomaticLabeledContentStyle = AutomaticLabeledContentStyle()
}
