// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf5ec62e017 InsettableShape
private struct Conformer_f5ec62e017: InsettableShape {
    func inset(by amount: CGFloat) -> Rectangle { sample() }
    func path(in rect: CGRect) -> Path { sample() }
}
