// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u386fe798d7 DefaultButtonStyle.init()
@MainActor func use_386fe798d7() {
    let _: DefaultButtonStyle = DefaultButtonStyle()
}
