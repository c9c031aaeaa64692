// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucd09d51226 View.onKeyPress(_: KeyEquivalent, action: () -> KeyPress.Result)
@MainActor func use_cd09d51226<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onKeyPress(sample() as KeyEquivalent, action: sample() as () -> KeyPress.Result) as any View
}

// uc80da2f386 View.onKeyPress(_: KeyEquivalent, phases: KeyPress.Phases, action: (KeyPress) -> KeyPress.Result)
@MainActor func use_c80da2f386<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onKeyPress(
        sample() as KeyEquivalent,
        phases: sample() as KeyPress.Phases,
        action: sample() as (KeyPress) -> KeyPress.Result
    ) as any View
}

// u9fbb84ea5c View.onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases, action: (KeyPress) -> KeyPress.Result)
@MainActor func use_9fbb84ea5c<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onKeyPress(
        keys: sample() as Set<KeyEquivalent>,
        phases: sample() as KeyPress.Phases,
        action: sample() as (KeyPress) -> KeyPress.Result
    ) as any View
    _ = subject.onKeyPress(
        keys: sample() as Set<KeyEquivalent>,
        action: sample() as (KeyPress) -> KeyPress.Result
    ) as any View
}

// ua155e0d832 View.onKeyPress(characters: CharacterSet, phases: KeyPress.Phases, action: (KeyPress) -> KeyPress.Result)
@MainActor func use_a155e0d832<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onKeyPress(
        characters: sample() as CharacterSet,
        phases: sample() as KeyPress.Phases,
        action: sample() as (KeyPress) -> KeyPress.Result
    ) as any View
    _ = subject.onKeyPress(
        characters: sample() as CharacterSet,
        action: sample() as (KeyPress) -> KeyPress.Result
    ) as any View
}

// u024d5c69b0 View.onKeyPress(phases: KeyPress.Phases, action: (KeyPress) -> KeyPress.Result)
@MainActor func use_024d5c69b0<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onKeyPress(
        phases: sample() as KeyPress.Phases,
        action: sample() as (KeyPress) -> KeyPress.Result
    ) as any View
    _ = subject.onKeyPress(action: sample() as (KeyPress) -> KeyPress.Result) as any View
}
