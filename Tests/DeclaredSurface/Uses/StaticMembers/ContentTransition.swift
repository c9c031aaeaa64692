// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub9df4a50cc static ContentTransition.symbolEffect<T>(_: T, options: SymbolEffectOptions) where T :
//   ContentTransitionSymbolEffect, T : SymbolEffect
@MainActor func use_b9df4a50cc<T: ContentTransitionSymbolEffect & SymbolEffect>(_ generics: (T).Type) {
    let _: ContentTransition = ContentTransition.symbolEffect(sample() as T, options: sample() as SymbolEffectOptions)
    let _: ContentTransition = ContentTransition.symbolEffect(sample() as T)
}

// u40454e7edd static ContentTransition.symbolEffect
@MainActor func use_40454e7edd() {
    let _: ContentTransition = ContentTransition.symbolEffect
}

// uf2ff63b58d static ContentTransition.identity
@MainActor func use_f2ff63b58d() {
    let _: ContentTransition = ContentTransition.identity
}

// u543e9149f0 static ContentTransition.opacity
@MainActor func use_543e9149f0() {
    let _: ContentTransition = ContentTransition.opacity
}

// u472f86ae0a static ContentTransition.interpolate
@MainActor func use_472f86ae0a() {
    let _: ContentTransition = ContentTransition.interpolate
}

// ub65a700915 static ContentTransition.numericText(countsDown: Bool)
@MainActor func use_b65a700915() {
    let _: ContentTransition = ContentTransition.numericText(countsDown: sample() as Bool)
    let _: ContentTransition = ContentTransition.numericText()
}
