// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uaf568c5e41 PreviewDevice
@MainActor func use_af568c5e41() {
    let _: Any.Type = PreviewDevice.self
}
