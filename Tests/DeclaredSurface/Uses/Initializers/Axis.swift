// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u79528d0085 Axis.Set.init(rawValue: Int8)
@MainActor func use_79528d0085() {
    let _: Axis.Set = Axis.Set(rawValue: sample() as Int8)
}

// u2c91ae1f0d Axis.init?(rawValue: Int8)
@MainActor func use_2c91ae1f0d() {
    let _: Axis? = Axis(rawValue: sample() as Int8)
}
