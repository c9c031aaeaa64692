// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u116c5226e9 static BadgeProminence.decreased
@MainActor func use_116c5226e9() {
    let _: BadgeProminence = BadgeProminence.decreased
}

// u66bffc531a static BadgeProminence.standard
@MainActor func use_66bffc531a() {
    let _: BadgeProminence = BadgeProminence.standard
}

// uc2c28f1eab static BadgeProminence.increased
@MainActor func use_c2c28f1eab() {
    let _: BadgeProminence = BadgeProminence.increased
}
