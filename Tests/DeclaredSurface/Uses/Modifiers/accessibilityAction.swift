// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uff7fe3e2d6 View.accessibilityAction(_: AccessibilityActionKind, _: () -> Void)
@MainActor func use_ff7fe3e2d6<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityAction(sample() as AccessibilityActionKind, sample() as () -> Void) as any View
    _ = subject.accessibilityAction(sample() as AccessibilityActionKind, sample() as () -> Void) as any View
}

// uff8cdcf51b View.accessibilityAction(named: Text, _: () -> Void)
@MainActor func use_ff8cdcf51b<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityAction(named: sample() as Text, sample() as () -> Void) as any View
}

// u3fed40fd12 View.accessibilityAction<Label>(action: () -> Void, label: () -> Label) where Label : View
@MainActor func use_3fed40fd12<Self_: View, Label: View>(_ subject: Self_, _ generics: (Self_, Label).Type) {
    _ = subject.accessibilityAction(action: sample() as () -> Void, label: sample() as () -> Label) as any View
    _ = subject.accessibilityAction(action: sample() as () -> Void, label: { Text(""); Text("") })
}

// u2cc9a83c9f View.accessibilityAction(named: LocalizedStringKey, _: () -> Void)
@MainActor func use_2cc9a83c9f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityAction(named: sample() as LocalizedStringKey, sample() as () -> Void) as any View
}

// u011ffdfb8e View.accessibilityAction<S>(named: S, _: () -> Void) where S : StringProtocol
@MainActor func use_011ffdfb8e<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.accessibilityAction(named: sample() as S, sample() as () -> Void) as any View
}
