// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf4f2085081 ContainerBackgroundPlacement
@MainActor func use_f4f2085081() {
    let _: Any.Type = ContainerBackgroundPlacement.self
}
