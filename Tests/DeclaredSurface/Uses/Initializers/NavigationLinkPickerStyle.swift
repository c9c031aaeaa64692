// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9394a8f2d3 NavigationLinkPickerStyle.init()
@MainActor func use_9394a8f2d3() {
    let _: NavigationLinkPickerStyle = NavigationLinkPickerStyle()
}
