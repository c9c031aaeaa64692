// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u451f14e638 RedactionReasons
@MainActor func use_451f14e638() {
    let _: Any.Type = RedactionReasons.self
}
