// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1bd4d54835 View.symbolEffect<T>(_: T, options: SymbolEffectOptions, isActive: Bool) where T :
//   IndefiniteSymbolEffect, T : SymbolEffect
@MainActor func use_1bd4d54835<Self_: View, T: IndefiniteSymbolEffect & SymbolEffect>(
    _ subject: Self_,
    _ generics: (Self_, T).Type
) {
    _ = subject.symbolEffect(
        sample() as T,
        options: sample() as SymbolEffectOptions,
        isActive: sample() as Bool
    ) as any View
    _ = subject.symbolEffect(sample() as T) as any View
}

// ubab160765a View.symbolEffect<T, U>(_: T, options: SymbolEffectOptions, value: U) where T : DiscreteSymbolEffect, T :
//   SymbolEffect, U : Equatable
@MainActor func use_bab160765a<Self_: View, T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ subject: Self_,
    _ generics: (Self_, T, U).Type
) {
    _ = subject.symbolEffect(sample() as T, options: sample() as SymbolEffectOptions, value: sample() as U) as any View
    _ = subject.symbolEffect(sample() as T, value: sample() as U) as any View
}
