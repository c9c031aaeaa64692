// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8584ab27c1 ShaderLibrary
@MainActor func use_8584ab27c1() {
    let _: Any.Type = ShaderLibrary.self
}
