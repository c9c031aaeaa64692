// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud451e29c0b LayoutDirectionBehavior.fixed
@MainActor func use_d451e29c0b() {
    let _: LayoutDirectionBehavior = .fixed
}

// u1377fc960d LayoutDirectionBehavior.mirrors(in: LayoutDirection)
@MainActor func use_1377fc960d() {
    let _: LayoutDirectionBehavior = .mirrors(in: sample() as LayoutDirection)
}

// uac13f3a1a0 static LayoutDirectionBehavior.mirrors
@MainActor func use_ac13f3a1a0() {
    let _: LayoutDirectionBehavior = LayoutDirectionBehavior.mirrors
}
