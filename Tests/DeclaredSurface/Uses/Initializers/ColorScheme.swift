// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u79e33ec5c0 ColorScheme.init?(_: UIUserInterfaceStyle)
@MainActor func use_79e33ec5c0() {
    let _: ColorScheme? = ColorScheme(sample() as UIUserInterfaceStyle)
}
