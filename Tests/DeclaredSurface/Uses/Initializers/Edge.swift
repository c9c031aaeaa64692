// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uca45b50c81 Edge.Set.init(rawValue: Int8)
@MainActor func use_ca45b50c81() {
    let _: Edge.Set = Edge.Set(rawValue: sample() as Int8)
}

// u75bc165e41 Edge.Set.init(_: Edge)
@MainActor func use_75bc165e41() {
    let _: Edge.Set = Edge.Set(sample() as Edge)
}

// u1d7274bfe9 Edge.init?(rawValue: Int8)
@MainActor func use_1d7274bfe9() {
    let _: Edge? = Edge(rawValue: sample() as Int8)
}
