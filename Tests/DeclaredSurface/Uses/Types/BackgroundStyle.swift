// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9201cab8ce BackgroundStyle
@MainActor func use_9201cab8ce() {
    let _: Any.Type = BackgroundStyle.self
}
