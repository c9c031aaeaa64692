// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u266fe0eccd SymbolRenderingMode
@MainActor func use_266fe0eccd() {
    let _: Any.Type = SymbolRenderingMode.self
}
