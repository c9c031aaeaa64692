// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u04e3a0a03b NavigationControlGroupStyle.init()
@MainActor func use_04e3a0a03b() {
    let _: NavigationControlGroupStyle = NavigationControlGroupStyle()
}
