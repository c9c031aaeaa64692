// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc7a65bcaee ButtonRole
@MainActor func use_c7a65bcaee() {
    let _: Any.Type = ButtonRole.self
}
