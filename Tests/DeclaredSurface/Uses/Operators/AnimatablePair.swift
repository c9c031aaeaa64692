// Operators: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4770290e2c static AnimatablePair.+=(lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>)
@MainActor func use_4770290e2c<First: VectorArithmetic, Second: VectorArithmetic>(_ generics: (First, Second).Type) {
    var lhs: AnimatablePair<First, Second> = sample()
    lhs += (sample() as AnimatablePair<First, Second>)
}

// u19426b6fa6 static AnimatablePair.-=(lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>)
@MainActor func use_19426b6fa6<First: VectorArithmetic, Second: VectorArithmetic>(_ generics: (First, Second).Type) {
    var lhs: AnimatablePair<First, Second> = sample()
    lhs -= (sample() as AnimatablePair<First, Second>)
}

// u16d466cada static AnimatablePair.+(lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>)
@MainActor func use_16d466cada<First: VectorArithmetic, Second: VectorArithmetic>(_ generics: (First, Second).Type) {
    let _: AnimatablePair<First, Second> = (
        sample() as AnimatablePair<First, Second>
    ) + (sample() as AnimatablePair<First, Second>)
}

// udb7a6a4d7d static AnimatablePair.-(lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>)
@MainActor func use_db7a6a4d7d<First: VectorArithmetic, Second: VectorArithmetic>(_ generics: (First, Second).Type) {
    let _: AnimatablePair<First, Second> = (
        sample() as AnimatablePair<First, Second>
    ) - (sample() as AnimatablePair<First, Second>)
}
