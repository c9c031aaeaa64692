// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua4a06db41b MenuControlGroupStyle.init()
@MainActor func use_a4a06db41b() {
    let _: MenuControlGroupStyle = MenuControlGroupStyle()
}
