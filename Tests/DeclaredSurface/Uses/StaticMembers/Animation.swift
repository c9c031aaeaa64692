// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u08a3eeb6eb static Animation.spring(duration: TimeInterval, bounce: Double, blendDuration: Double)
@MainActor func use_08a3eeb6eb() {
    let _: Animation = Animation.spring(
        duration: sample() as TimeInterval,
        bounce: sample() as Double,
        blendDuration: sample() as Double
    )
    let _: Animation = Animation.spring()
}

// u1eabd1b1ed static Animation.spring(response: Double, dampingFraction: Double, blendDuration: TimeInterval)
@MainActor func use_1eabd1b1ed() {
    let _: Animation = Animation.spring(
        response: sample() as Double,
        dampingFraction: sample() as Double,
        blendDuration: sample() as TimeInterval
    )
}

// u22419ee19a static Animation.spring
@MainActor func use_22419ee19a() {
    let _: Animation = Animation.spring
}

// u87a08d91c6 static Animation.interactiveSpring(response: Double, dampingFraction: Double, blendDuration:
//   TimeInterval)
@MainActor func use_87a08d91c6() {
    let _: Animation = Animation.interactiveSpring(
        response: sample() as Double,
        dampingFraction: sample() as Double,
        blendDuration: sample() as TimeInterval
    )
}

// ud1f9318055 static Animation.interactiveSpring
@MainActor func use_d1f9318055() {
    let _: Animation = Animation.interactiveSpring
}

// ud0a36d472c static Animation.interactiveSpring(duration: TimeInterval, extraBounce: Double, blendDuration:
//   TimeInterval)
@MainActor func use_d0a36d472c() {
    let _: Animation = Animation.interactiveSpring(
        duration: sample() as TimeInterval,
        extraBounce: sample() as Double,
        blendDuration: sample() as TimeInterval
    )
    let _: Animation = Animation.interactiveSpring()
}

// u12c3c52c53 static Animation.smooth
@MainActor func use_12c3c52c53() {
    let _: Animation = Animation.smooth
}

// uc6fca7aa49 static Animation.smooth(duration: TimeInterval, extraBounce: Double)
@MainActor func use_c6fca7aa49() {
    let _: Animation = Animation.smooth(duration: sample() as TimeInterval, extraBounce: sample() as Double)
    let _: Animation = Animation.smooth()
}

// ue46369db36 static Animation.snappy
@MainActor func use_e46369db36() {
    let _: Animation = Animation.snappy
}

// u4dfdc7faea static Animation.snappy(duration: TimeInterval, extraBounce: Double)
@MainActor func use_4dfdc7faea() {
    let _: Animation = Animation.snappy(duration: sample() as TimeInterval, extraBounce: sample() as Double)
    let _: Animation = Animation.snappy()
}

// u5609fa393f static Animation.bouncy
@MainActor func use_5609fa393f() {
    let _: Animation = Animation.bouncy
}

// u28b62d1a4f static Animation.bouncy(duration: TimeInterval, extraBounce: Double)
@MainActor func use_28b62d1a4f() {
    let _: Animation = Animation.bouncy(duration: sample() as TimeInterval, extraBounce: sample() as Double)
    let _: Animation = Animation.bouncy()
}

// u750b910274 static Animation.spring(_: Spring, blendDuration: TimeInterval)
@MainActor func use_750b910274() {
    let _: Animation = Animation.spring(sample() as Spring, blendDuration: sample() as TimeInterval)
    let _: Animation = Animation.spring(sample() as Spring)
}

// u1c51418655 static Animation.interpolatingSpring(_: Spring, initialVelocity: Double)
@MainActor func use_1c51418655() {
    let _: Animation = Animation.interpolatingSpring(sample() as Spring, initialVelocity: sample() as Double)
    let _: Animation = Animation.interpolatingSpring(sample() as Spring)
}

// uf1430fc582 static Animation.timingCurve(_: UnitCurve, duration: TimeInterval)
@MainActor func use_f1430fc582() {
    let _: Animation = Animation.timingCurve(sample() as UnitCurve, duration: sample() as TimeInterval)
}

// u28df730539 static Animation.`default`
@MainActor func use_28df730539() {
    let _: Animation = Animation.`default`
}

// uecea534d97 static Animation.easeInOut(duration: TimeInterval)
@MainActor func use_ecea534d97() {
    let _: Animation = Animation.easeInOut(duration: sample() as TimeInterval)
}

// uce5c21df0c static Animation.easeInOut
@MainActor func use_ce5c21df0c() {
    let _: Animation = Animation.easeInOut
}

// u7c64302815 static Animation.easeIn(duration: TimeInterval)
@MainActor func use_7c64302815() {
    let _: Animation = Animation.easeIn(duration: sample() as TimeInterval)
}

// u305b7a8f3c static Animation.easeIn
@MainActor func use_305b7a8f3c() {
    let _: Animation = Animation.easeIn
}

// ue7929abac9 static Animation.easeOut(duration: TimeInterval)
@MainActor func use_e7929abac9() {
    let _: Animation = Animation.easeOut(duration: sample() as TimeInterval)
}

// u8828a21096 static Animation.easeOut
@MainActor func use_8828a21096() {
    let _: Animation = Animation.easeOut
}

// uef25a06e5e static Animation.linear(duration: TimeInterval)
@MainActor func use_ef25a06e5e() {
    let _: Animation = Animation.linear(duration: sample() as TimeInterval)
}

// ua3118380ac static Animation.linear
@MainActor func use_a3118380ac() {
    let _: Animation = Animation.linear
}

// u6141f8ea7b static Animation.timingCurve(_: Double, _: Double, _: Double, _: Double, duration: TimeInterval)
@MainActor func use_6141f8ea7b() {
    let _: Animation = Animation.timingCurve(
        sample() as Double,
        sample() as Double,
        sample() as Double,
        sample() as Double,
        duration: sample() as TimeInterval
    )
    let _: Animation = Animation.timingCurve(
        sample() as Double,
        sample() as Double,
        sample() as Double,
        sample() as Double
    )
}

// u7d8e2e6526 static Animation.interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity:
//   Double)
@MainActor func use_7d8e2e6526() {
    let _: Animation = Animation.interpolatingSpring(
        mass: sample() as Double,
        stiffness: sample() as Double,
        damping: sample() as Double,
        initialVelocity: sample() as Double
    )
    let _: Animation = Animation.interpolatingSpring(stiffness: sample() as Double, damping: sample() as Double)
}

// uff1a79ca48 static Animation.interpolatingSpring(duration: TimeInterval, bounce: Double, initialVelocity: Double)
@MainActor func use_ff1a79ca48() {
    let _: Animation = Animation.interpolatingSpring(
        duration: sample() as TimeInterval,
        bounce: sample() as Double,
        initialVelocity: sample() as Double
    )
    let _: Animation = Animation.interpolatingSpring()
}

// u0a4826b4fc static Animation.interpolatingSpring
@MainActor func use_0a4826b4fc() {
    let _: Animation = Animation.interpolatingSpring
}
