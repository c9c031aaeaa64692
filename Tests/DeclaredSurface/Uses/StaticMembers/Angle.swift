// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u51bacc433d static Angle.radians(_: Double)
@MainActor func use_51bacc433d() {
    let _: Angle = Angle.radians(sample() as Double)
}

// u354800c7aa static Angle.degrees(_: Double)
@MainActor func use_354800c7aa() {
    let _: Angle = Angle.degrees(sample() as Double)
}

// u0d98bc2a9c static Angle.zero
@MainActor func use_0d98bc2a9c() {
    let _: Angle = Angle.zero
}
