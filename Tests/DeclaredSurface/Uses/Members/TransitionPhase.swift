// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf2d3cc6e35 TransitionPhase.isIdentity
@MainActor func use_f2d3cc6e35(_ subject: TransitionPhase) {
    let _: Bool = subject.isIdentity
}

// u6ddd3b87cb TransitionPhase.value
@MainActor func use_6ddd3b87cb(_ subject: TransitionPhase) {
    let _: Double = subject.value
}
