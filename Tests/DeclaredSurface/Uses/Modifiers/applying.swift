// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u59c3329b0b Path.applying(_: CGAffineTransform)
@MainActor func use_59c3329b0b(_ subject: Path) {
    let _: Path = subject.applying(sample() as CGAffineTransform)
}
