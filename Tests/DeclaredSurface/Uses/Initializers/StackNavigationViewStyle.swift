// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u760debc1b2 StackNavigationViewStyle.init()
@MainActor func use_760debc1b2() {
    let _: StackNavigationViewStyle = StackNavigationViewStyle()
}
