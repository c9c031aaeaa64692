// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud552a698b3 ShaderFunction
@MainActor func use_d552a698b3() {
    let _: Any.Type = ShaderFunction.self
}
