// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4a7c754837 HorizontalEdge.leading
@MainActor func use_4a7c754837() {
    let _: HorizontalEdge = .leading
}

// u1bb7d21307 HorizontalEdge.trailing
@MainActor func use_1bb7d21307() {
    let _: HorizontalEdge = .trailing
}

// ua8b9dfc208 static HorizontalEdge.Set.leading
@MainActor func use_a8b9dfc208() {
    let _: HorizontalEdge.Set = HorizontalEdge.Set.leading
}

// u2d105693f5 static HorizontalEdge.Set.trailing
@MainActor func use_2d105693f5() {
    let _: HorizontalEdge.Set = HorizontalEdge.Set.trailing
}

// u1f09da4ecc static HorizontalEdge.Set.all
@MainActor func use_1f09da4ecc() {
    let _: HorizontalEdge.Set = HorizontalEdge.Set.all
}

// u065570744d static HorizontalEdge.allCases
@MainActor func use_065570744d() {
    let _: [HorizontalEdge] = HorizontalEdge.allCases
}
