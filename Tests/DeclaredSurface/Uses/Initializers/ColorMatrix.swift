// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u28c576b499 ColorMatrix.init()
@MainActor func use_28c576b499() {
    let _: ColorMatrix = ColorMatrix()
}
