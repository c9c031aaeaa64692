// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6e98a0d412 Path.offsetBy(dx: CGFloat, dy: CGFloat)
@MainActor func use_6e98a0d412(_ subject: Path) {
    let _: Path = subject.offsetBy(dx: sample() as CGFloat, dy: sample() as CGFloat)
}
