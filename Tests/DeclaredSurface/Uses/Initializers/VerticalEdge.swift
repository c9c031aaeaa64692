// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub6fcd6b8f1 VerticalEdge.Set.init(rawValue: Int8)
@MainActor func use_b6fcd6b8f1() {
    let _: VerticalEdge.Set = VerticalEdge.Set(rawValue: sample() as Int8)
}

// uc0ce7fad87 VerticalEdge.Set.init(_: VerticalEdge)
@MainActor func use_c0ce7fad87() {
    let _: VerticalEdge.Set = VerticalEdge.Set(sample() as VerticalEdge)
}

// uaebf2aa27d VerticalEdge.init?(rawValue: Int8)
@MainActor func use_aebf2aa27d() {
    let _: VerticalEdge? = VerticalEdge(rawValue: sample() as Int8)
}
