// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub0d8acc020 ScrollTransitionPhase.topLeading
@MainActor func use_b0d8acc020() {
    let _: ScrollTransitionPhase = .topLeading
}

// uf5ceceac8f ScrollTransitionPhase.identity
@MainActor func use_f5ceceac8f() {
    let _: ScrollTransitionPhase = .identity
}

// ubdfcc4707d ScrollTransitionPhase.bottomTrailing
@MainActor func use_bdfcc4707d() {
    let _: ScrollTransitionPhase = .bottomTrailing
}
