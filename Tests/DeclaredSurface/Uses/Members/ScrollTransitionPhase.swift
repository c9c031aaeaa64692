// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u528eda3c4f ScrollTransitionPhase.isIdentity
@MainActor func use_528eda3c4f(_ subject: ScrollTransitionPhase) {
    let _: Bool = subject.isIdentity
}

// ue74a01848d ScrollTransitionPhase.value
@MainActor func use_e74a01848d(_ subject: ScrollTransitionPhase) {
    let _: Double = subject.value
}
