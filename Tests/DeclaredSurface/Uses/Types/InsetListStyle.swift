// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf80d66ee32 InsetListStyle
@MainActor func use_f80d66ee32() {
    let _: Any.Type = InsetListStyle.self
}
