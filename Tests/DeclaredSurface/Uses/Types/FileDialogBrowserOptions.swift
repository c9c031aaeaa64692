// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue25865377f FileDialogBrowserOptions
@MainActor func use_e25865377f() {
    let _: Any.Type = FileDialogBrowserOptions.self
}
