// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u86bc3039fd View.accessibilityValue(_: Text)
@MainActor func use_86bc3039fd<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityValue(sample() as Text) as any View
}

// u465f47dd22 View.accessibilityValue(_: LocalizedStringKey)
@MainActor func use_465f47dd22<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityValue(sample() as LocalizedStringKey) as any View
}

// uf4de266b5d View.accessibilityValue<S>(_: S) where S : StringProtocol
@MainActor func use_f4de266b5d<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.accessibilityValue(sample() as S) as any View
}
