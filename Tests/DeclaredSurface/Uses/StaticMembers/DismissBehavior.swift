// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u07d061a0eb static DismissBehavior.interactive
@MainActor func use_07d061a0eb() {
    let _: DismissBehavior = DismissBehavior.interactive
}

// uee7d21da2b static DismissBehavior.destructive
@MainActor func use_ee7d21da2b() {
    let _: DismissBehavior = DismissBehavior.destructive
}
