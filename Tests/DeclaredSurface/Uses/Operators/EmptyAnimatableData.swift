// Operators: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0b02d035e1 static EmptyAnimatableData.+=(lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData)
@MainActor func use_0b02d035e1() {
    var lhs: EmptyAnimatableData = sample()
    lhs += (sample() as EmptyAnimatableData)
}

// u61e41a2e57 static EmptyAnimatableData.-=(lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData)
@MainActor func use_61e41a2e57() {
    var lhs: EmptyAnimatableData = sample()
    lhs -= (sample() as EmptyAnimatableData)
}

// u7ee64ce9b8 static EmptyAnimatableData.+(lhs: EmptyAnimatableData, rhs: EmptyAnimatableData)
@MainActor func use_7ee64ce9b8() {
    let _: EmptyAnimatableData = (sample() as EmptyAnimatableData) + (sample() as EmptyAnimatableData)
}

// u75b5d56fee static EmptyAnimatableData.-(lhs: EmptyAnimatableData, rhs: EmptyAnimatableData)
@MainActor func use_75b5d56fee() {
    let _: EmptyAnimatableData = (sample() as EmptyAnimatableData) - (sample() as EmptyAnimatableData)
}
