// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0edcbd2d42 AccessibilityHeadingLevel.rawValue
@MainActor func use_0edcbd2d42(_ subject: AccessibilityHeadingLevel) {
    let _: UInt = subject.rawValue
}
