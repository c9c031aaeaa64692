// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf8d732edf7 View.typeSelectEquivalent(_: Text?)
@MainActor func use_f8d732edf7<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.typeSelectEquivalent(sample() as Text?) as any View
}

// ua9af0f2425 View.typeSelectEquivalent(_: LocalizedStringKey)
@MainActor func use_a9af0f2425<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.typeSelectEquivalent(sample() as LocalizedStringKey) as any View
}

// ud100c262be View.typeSelectEquivalent<S>(_: S) where S : StringProtocol
@MainActor func use_d100c262be<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.typeSelectEquivalent(sample() as S) as any View
}
