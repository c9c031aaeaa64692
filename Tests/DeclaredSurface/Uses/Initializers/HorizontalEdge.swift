// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub804634906 HorizontalEdge.Set.init(rawValue: Int8)
@MainActor func use_b804634906() {
    let _: HorizontalEdge.Set = HorizontalEdge.Set(rawValue: sample() as Int8)
}

// u43fafd550c HorizontalEdge.Set.init(_: HorizontalEdge)
@MainActor func use_43fafd550c() {
    let _: HorizontalEdge.Set = HorizontalEdge.Set(sample() as HorizontalEdge)
}

// uab43d97bbf HorizontalEdge.init?(rawValue: Int8)
@MainActor func use_ab43d97bbf() {
    let _: HorizontalEdge? = HorizontalEdge(rawValue: sample() as Int8)
}
