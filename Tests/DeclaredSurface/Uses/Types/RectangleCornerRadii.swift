// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufd2fdbf69c RectangleCornerRadii
@MainActor func use_fd2fdbf69c() {
    let _: Any.Type = RectangleCornerRadii.self
}
