// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u21a2eed4a7 UIUserInterfaceStyle.init(_: ColorScheme?)
@MainActor func use_21a2eed4a7() {
    let _: UIUserInterfaceStyle = UIUserInterfaceStyle(sample() as ColorScheme?)
}
