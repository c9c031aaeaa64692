// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u97ac03c2c1 SymbolEffectTransition.init<T>(effect: T, options: SymbolEffectOptions) where T : SymbolEffect, T :
//   TransitionSymbolEffect
@MainActor func use_97ac03c2c1<T: SymbolEffect & TransitionSymbolEffect>(_ generics: (T).Type) {
    let _: SymbolEffectTransition = SymbolEffectTransition(
        effect: sample() as T,
        options: sample() as SymbolEffectOptions
    )
}
