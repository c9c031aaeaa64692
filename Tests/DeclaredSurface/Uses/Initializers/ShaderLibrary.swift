// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf7dc169aa8 ShaderLibrary.init(data: Data)
@MainActor func use_f7dc169aa8() {
    let _: ShaderLibrary = ShaderLibrary(data: sample() as Data)
}

// u7c9439df56 ShaderLibrary.init(url: URL)
@MainActor func use_7c9439df56() {
    let _: ShaderLibrary = ShaderLibrary(url: sample() as URL)
}
