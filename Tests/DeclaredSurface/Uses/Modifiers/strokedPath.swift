// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5d0dac6a34 Path.strokedPath(_: StrokeStyle)
@MainActor func use_5d0dac6a34(_ subject: Path) {
    let _: Path = subject.strokedPath(sample() as StrokeStyle)
}
