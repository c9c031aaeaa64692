// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc403131dd9 ProposedViewSize
@MainActor func use_c403131dd9() {
    let _: Any.Type = ProposedViewSize.self
}
