// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf38bbbf913 Spacer
@MainActor func use_f38bbbf913() {
    let _: Any.Type = Spacer.self
}
