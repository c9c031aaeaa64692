// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud5f1bee8f6 GestureMask.rawValue
@MainActor func use_d5f1bee8f6(_ subject: GestureMask) {
    let _: UInt32 = subject.rawValue
}
