// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2e943d749c RedactionReasons.rawValue
@MainActor func use_2e943d749c(_ subject: RedactionReasons) {
    let _: Int = subject.rawValue
}
