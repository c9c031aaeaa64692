// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3675831747 ButtonMenuStyle.init()
@MainActor func use_3675831747() {
    let _: ButtonMenuStyle = ButtonMenuStyle()
}
