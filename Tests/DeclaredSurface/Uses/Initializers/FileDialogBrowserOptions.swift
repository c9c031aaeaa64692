// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubad6247eaa FileDialogBrowserOptions.init(rawValue: Int)
@MainActor func use_bad6247eaa() {
    let _: FileDialogBrowserOptions = FileDialogBrowserOptions(rawValue: sample() as Int)
}
