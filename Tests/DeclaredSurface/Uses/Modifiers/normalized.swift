// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udfe6f93550 Path.normalized(eoFill: Bool)
@MainActor func use_dfe6f93550(_ subject: Path) {
    let _: Path = subject.normalized(eoFill: sample() as Bool)
    let _: Path = subject.normalized()
}
