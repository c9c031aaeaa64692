// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua314d4e757 View.sensoryFeedback<T>(_: SensoryFeedback, trigger: T) where T : Equatable
@MainActor func use_a314d4e757<Self_: View, T: Equatable>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.sensoryFeedback(sample() as SensoryFeedback, trigger: sample() as T) as any View
}

// u07c00b309f View.sensoryFeedback<T>(_: SensoryFeedback, trigger: T, condition: (_ oldValue: T, _ newValue: T) ->
//   Bool) where T : Equatable
@MainActor func use_07c00b309f<Self_: View, T: Equatable>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.sensoryFeedback(
        sample() as SensoryFeedback,
        trigger: sample() as T,
        condition: sample() as (_ oldValue: T, _ newValue: T) -> Bool
    ) as any View
}

// uc22fcd14b1 View.sensoryFeedback<T>(trigger: T, _: (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) where T :
//   Equatable
@MainActor func use_c22fcd14b1<Self_: View, T: Equatable>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.sensoryFeedback(
        trigger: sample() as T,
        sample() as (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) as any View
}
