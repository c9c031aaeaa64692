// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5f7809cc60 HoverPhase.active(_: CGPoint)
@MainActor func use_5f7809cc60() {
    let _: HoverPhase = .active(sample() as CGPoint)
}

// ub3855e9a95 HoverPhase.ended
@MainActor func use_b3855e9a95() {
    let _: HoverPhase = .ended
}
