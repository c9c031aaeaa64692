// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3ff2d07690 View.accessibilityHint(_: Text)
@MainActor func use_3ff2d07690<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityHint(sample() as Text) as any View
}

// uaf7daba3bf View.accessibilityHint(_: LocalizedStringKey)
@MainActor func use_af7daba3bf<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityHint(sample() as LocalizedStringKey) as any View
}

// u0b50b02401 View.accessibilityHint<S>(_: S) where S : StringProtocol
@MainActor func use_0b50b02401<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.accessibilityHint(sample() as S) as any View
}
