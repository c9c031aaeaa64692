// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud2aec65264 ZStackLayout
@MainActor func use_d2aec65264() {
    let _: Any.Type = ZStackLayout.self
}
