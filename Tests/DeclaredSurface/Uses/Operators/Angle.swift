// Operators: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u68b84a1948 static Angle.<(lhs: Angle, rhs: Angle)
@MainActor func use_68b84a1948() {
    let _: Bool = (sample() as Angle) < (sample() as Angle)
}

// ue3c2553b20 static Angle.-(operand: Self)
@MainActor func use_e3c2553b20() {
    let _: Angle = -(sample() as Angle)
}

// uba819c029c static Angle.+=(lhs: inout Self, rhs: Self)
@MainActor func use_ba819c029c() {
    var lhs: Angle = sample()
    lhs += (sample() as Angle)
}

// u1ac5a2a6a5 static Angle.+(lhs: Self, rhs: Self)
@MainActor func use_1ac5a2a6a5() {
    let _: Angle = (sample() as Angle) + (sample() as Angle)
}

// u5fecebbca5 static Angle.-=(lhs: inout Self, rhs: Self)
@MainActor func use_5fecebbca5() {
    var lhs: Angle = sample()
    lhs -= (sample() as Angle)
}

// ufa267e5985 static Angle.-(lhs: Self, rhs: Self)
@MainActor func use_fa267e5985() {
    let _: Angle = (sample() as Angle) - (sample() as Angle)
}

// u58094d9eec static Angle.*=(lhs: inout Self, rhs: Double)
@MainActor func use_58094d9eec() {
    var lhs: Angle = sample()
    lhs *= (sample() as Double)
}

// u7a1705bac8 static Angle.*(lhs: Self, rhs: Double)
@MainActor func use_7a1705bac8() {
    let _: Angle = (sample() as Angle) * (sample() as Double)
}

// u7478ba5f71 static Angle./=(lhs: inout Self, rhs: Double)
@MainActor func use_7478ba5f71() {
    var lhs: Angle = sample()
    lhs /= (sample() as Double)
}

// ufb4d140b97 static Angle./(lhs: Self, rhs: Double)
@MainActor func use_fb4d140b97() {
    let _: Angle = (sample() as Angle) / (sample() as Double)
}
