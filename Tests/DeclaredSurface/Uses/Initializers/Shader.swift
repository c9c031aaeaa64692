// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2c88d61a24 Shader.init(function: ShaderFunction, arguments: [Shader.Argument])
@MainActor func use_2c88d61a24() {
    let _: Shader = Shader(function: sample() as ShaderFunction, arguments: sample() as [Shader.Argument])
}
