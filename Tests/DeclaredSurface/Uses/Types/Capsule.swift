// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc81cf895fb Capsule
@MainActor func use_c81cf895fb() {
    let _: Any.Type = Capsule.self
}
