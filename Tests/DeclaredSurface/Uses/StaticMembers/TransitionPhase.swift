// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue71ee2b0c6 TransitionPhase.willAppear
@MainActor func use_e71ee2b0c6() {
    let _: TransitionPhase = .willAppear
}

// u8874d4e5b0 TransitionPhase.identity
@MainActor func use_8874d4e5b0() {
    let _: TransitionPhase = .identity
}

// u7e1296bf45 TransitionPhase.didDisappear
@MainActor func use_7e1296bf45() {
    let _: TransitionPhase = .didDisappear
}
