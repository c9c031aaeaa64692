// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u34f14a71ee ShaderFunction.init(library: ShaderLibrary, name: String)
@MainActor func use_34f14a71ee() {
    let _: ShaderFunction = ShaderFunction(library: sample() as ShaderLibrary, name: sample() as String)
}
