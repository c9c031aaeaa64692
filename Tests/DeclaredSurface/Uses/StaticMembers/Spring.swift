// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua52dd578d7 static Spring.smooth
@MainActor func use_a52dd578d7() {
    let _: Spring = Spring.smooth
}

// u0a37bd260d static Spring.smooth(duration: TimeInterval, extraBounce: Double)
@MainActor func use_0a37bd260d() {
    let _: Spring = Spring.smooth(duration: sample() as TimeInterval, extraBounce: sample() as Double)
    let _: Spring = Spring.smooth()
}

// uee51a606a4 static Spring.snappy
@MainActor func use_ee51a606a4() {
    let _: Spring = Spring.snappy
}

// u2c04ab062e static Spring.snappy(duration: TimeInterval, extraBounce: Double)
@MainActor func use_2c04ab062e() {
    let _: Spring = Spring.snappy(duration: sample() as TimeInterval, extraBounce: sample() as Double)
    let _: Spring = Spring.snappy()
}

// u2eeba01f0d static Spring.bouncy
@MainActor func use_2eeba01f0d() {
    let _: Spring = Spring.bouncy
}

// uf9016eec58 static Spring.bouncy(duration: TimeInterval, extraBounce: Double)
@MainActor func use_f9016eec58() {
    let _: Spring = Spring.bouncy(duration: sample() as TimeInterval, extraBounce: sample() as Double)
    let _: Spring = Spring.bouncy()
}
