// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud62e63d73a DropProposal
@MainActor func use_d62e63d73a() {
    let _: Any.Type = DropProposal.self
}
