// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc2993ce47d static ListSectionSpacing.`default`
@MainActor func use_c2993ce47d() {
    let _: ListSectionSpacing = ListSectionSpacing.`default`
}

// u75af12f1ac static ListSectionSpacing.compact
@MainActor func use_75af12f1ac() {
    let _: ListSectionSpacing = ListSectionSpacing.compact
}

// u7ae3af9810 static ListSectionSpacing.custom(_: CGFloat)
@MainActor func use_7ae3af9810() {
    let _: ListSectionSpacing = ListSectionSpacing.custom(sample() as CGFloat)
}
