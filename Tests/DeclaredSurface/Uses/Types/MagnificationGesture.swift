// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubc5f31a340 MagnificationGesture
@MainActor func use_bc5f31a340() {
    let _: Any.Type = MagnificationGesture.self
}
