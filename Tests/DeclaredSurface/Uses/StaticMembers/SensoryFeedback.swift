// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub6f739f43f static SensoryFeedback.success
@MainActor func use_b6f739f43f() {
    let _: SensoryFeedback = SensoryFeedback.success
}

// u6114b1d41b static SensoryFeedback.warning
@MainActor func use_6114b1d41b() {
    let _: SensoryFeedback = SensoryFeedback.warning
}

// u3646ccba62 static SensoryFeedback.error
@MainActor func use_3646ccba62() {
    let _: SensoryFeedback = SensoryFeedback.error
}

// ub9af49e7ed static SensoryFeedback.selection
@MainActor func use_b9af49e7ed() {
    let _: SensoryFeedback = SensoryFeedback.selection
}

// u542f96be42 static SensoryFeedback.increase
@MainActor func use_542f96be42() {
    let _: SensoryFeedback = SensoryFeedback.increase
}

// ufdddf57938 static SensoryFeedback.decrease
@MainActor func use_fdddf57938() {
    let _: SensoryFeedback = SensoryFeedback.decrease
}

// u0761f3c835 static SensoryFeedback.start
@MainActor func use_0761f3c835() {
    let _: SensoryFeedback = SensoryFeedback.start
}

// u72fe66e465 static SensoryFeedback.stop
@MainActor func use_72fe66e465() {
    let _: SensoryFeedback = SensoryFeedback.stop
}

// u76161d10cb static SensoryFeedback.alignment
@MainActor func use_76161d10cb() {
    let _: SensoryFeedback = SensoryFeedback.alignment
}

// u4158f58843 static SensoryFeedback.levelChange
@MainActor func use_4158f58843() {
    let _: SensoryFeedback = SensoryFeedback.levelChange
}

// u6504d54f47 static SensoryFeedback.impact
@MainActor func use_6504d54f47() {
    let _: SensoryFeedback = SensoryFeedback.impact
}

// uf6890585f3 static SensoryFeedback.impact(weight: SensoryFeedback.Weight, intensity: Double)
@MainActor func use_f6890585f3() {
    let _: SensoryFeedback = SensoryFeedback.impact(
        weight: sample() as SensoryFeedback.Weight,
        intensity: sample() as Double
    )
    let _: SensoryFeedback = SensoryFeedback.impact()
}

// uc852d5fdb6 static SensoryFeedback.impact(flexibility: SensoryFeedback.Flexibility, intensity: Double)
@MainActor func use_c852d5fdb6() {
    let _: SensoryFeedback = SensoryFeedback.impact(
        flexibility: sample() as SensoryFeedback.Flexibility,
        intensity: sample() as Double
    )
    let _: SensoryFeedback = SensoryFeedback.impact(flexibility: sample() as SensoryFeedback.Flexibility)
}

// u68ea35c854 static SensoryFeedback.Weight.light
@MainActor func use_68ea35c854() {
    let _: SensoryFeedback.Weight = SensoryFeedback.Weight.light
}

// u462f857c0e static SensoryFeedback.Weight.medium
@MainActor func use_462f857c0e() {
    let _: SensoryFeedback.Weight = SensoryFeedback.Weight.medium
}

// u3ec5ae6001 static SensoryFeedback.Weight.heavy
@MainActor func use_3ec5ae6001() {
    let _: SensoryFeedback.Weight = SensoryFeedback.Weight.heavy
}

// u3df5871832 static SensoryFeedback.Flexibility.rigid
@MainActor func use_3df5871832() {
    let _: SensoryFeedback.Flexibility = SensoryFeedback.Flexibility.rigid
}

// u24ca7eca3d static SensoryFeedback.Flexibility.solid
@MainActor func use_24ca7eca3d() {
    let _: SensoryFeedback.Flexibility = SensoryFeedback.Flexibility.solid
}

// ud4ecaa77bf static SensoryFeedback.Flexibility.soft
@MainActor func use_d4ecaa77bf() {
    let _: SensoryFeedback.Flexibility = SensoryFeedback.Flexibility.soft
}
