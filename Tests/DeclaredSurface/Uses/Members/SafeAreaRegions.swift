// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub417dec3e2 SafeAreaRegions.rawValue
@MainActor func use_b417dec3e2(_ subject: SafeAreaRegions) {
    let _: UInt = subject.rawValue
}
