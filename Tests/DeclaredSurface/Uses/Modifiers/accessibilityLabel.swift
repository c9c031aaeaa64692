// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub760a246f9 View.accessibilityLabel(_: Text)
@MainActor func use_b760a246f9<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityLabel(sample() as Text) as any View
}

// u1221c56e29 View.accessibilityLabel(_: LocalizedStringKey)
@MainActor func use_1221c56e29<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityLabel(sample() as LocalizedStringKey) as any View
}

// ud455a06479 View.accessibilityLabel<S>(_: S) where S : StringProtocol
@MainActor func use_d455a06479<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.accessibilityLabel(sample() as S) as any View
}

// u3bf228dd5a Text.accessibilityLabel(_: Text)
@MainActor func use_3bf228dd5a(_ subject: Text) {
    let _: Text = subject.accessibilityLabel(sample() as Text)
}

// uebc6bcddef Text.accessibilityLabel(_: LocalizedStringKey)
@MainActor func use_ebc6bcddef(_ subject: Text) {
    let _: Text = subject.accessibilityLabel(sample() as LocalizedStringKey)
}

// ud11ecfe6cf Text.accessibilityLabel<S>(_: S) where S : StringProtocol
@MainActor func use_d11ecfe6cf<S: StringProtocol>(_ subject: Text, _ generics: (S).Type) {
    let _: Text = subject.accessibilityLabel(sample() as S)
}
