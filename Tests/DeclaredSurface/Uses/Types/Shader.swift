// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub6ddacb516 Shader
@MainActor func use_b6ddacb516() {
    let _: Any.Type = Shader.self
}

// u285192ab5d Shader.Argument
@MainActor func use_285192ab5d() {
    let _: Any.Type = Shader.Argument.self
}
