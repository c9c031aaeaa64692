// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4943976cf3 HoverEffect
@MainActor func use_4943976cf3() {
    let _: Any.Type = HoverEffect.self
}
