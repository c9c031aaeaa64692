// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8441ef648d DefaultNavigationViewStyle.init()
@MainActor func use_8441ef648d() {
    let _: DefaultNavigationViewStyle = DefaultNavigationViewStyle()
}
