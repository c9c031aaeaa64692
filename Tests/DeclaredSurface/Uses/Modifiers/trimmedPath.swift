// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u122aca4ff9 Path.trimmedPath(from: CGFloat, to: CGFloat)
@MainActor func use_122aca4ff9(_ subject: Path) {
    let _: Path = subject.trimmedPath(from: sample() as CGFloat, to: sample() as CGFloat)
}
