// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3dcb1e769d AnyShape
@MainActor func use_3dcb1e769d() {
    let _: Any.Type = AnyShape.self
}
