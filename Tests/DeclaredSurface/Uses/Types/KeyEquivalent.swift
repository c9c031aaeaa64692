// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u489126de0f KeyEquivalent
@MainActor func use_489126de0f() {
    let _: Any.Type = KeyEquivalent.self
}
