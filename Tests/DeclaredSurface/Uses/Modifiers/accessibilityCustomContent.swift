// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u68eb4ea77b View.accessibilityCustomContent(_: AccessibilityCustomContentKey, _: Text?, importance:
//   AXCustomContent.Importance)
@MainActor func use_68eb4ea77b<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityCustomContent(
        sample() as AccessibilityCustomContentKey,
        sample() as Text?,
        importance: sample() as AXCustomContent.Importance
    ) as any View
    _ = subject.accessibilityCustomContent(sample() as AccessibilityCustomContentKey, sample() as Text?) as any View
}

// ud2f8e70aad View.accessibilityCustomContent(_: AccessibilityCustomContentKey, _: LocalizedStringKey, importance:
//   AXCustomContent.Importance)
@MainActor func use_d2f8e70aad<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityCustomContent(
        sample() as AccessibilityCustomContentKey,
        sample() as LocalizedStringKey,
        importance: sample() as AXCustomContent.Importance
    ) as any View
    _ = subject.accessibilityCustomContent(
        sample() as AccessibilityCustomContentKey,
        sample() as LocalizedStringKey
    ) as any View
}

// u786609183b View.accessibilityCustomContent<V>(_: AccessibilityCustomContentKey, _: V, importance:
//   AXCustomContent.Importance) where V : StringProtocol
@MainActor func use_786609183b<Self_: View, V: StringProtocol>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.accessibilityCustomContent(
        sample() as AccessibilityCustomContentKey,
        sample() as V,
        importance: sample() as AXCustomContent.Importance
    ) as any View
}

// u9ce80eb9a9 View.accessibilityCustomContent(_: Text, _: Text, importance: AXCustomContent.Importance)
@MainActor func use_9ce80eb9a9<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityCustomContent(
        sample() as Text,
        sample() as Text,
        importance: sample() as AXCustomContent.Importance
    ) as any View
    _ = subject.accessibilityCustomContent(sample() as Text, sample() as Text) as any View
}

// uf965d28ef6 View.accessibilityCustomContent(_: LocalizedStringKey, _: Text, importance: AXCustomContent.Importance)
@MainActor func use_f965d28ef6<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityCustomContent(
        sample() as LocalizedStringKey,
        sample() as Text,
        importance: sample() as AXCustomContent.Importance
    ) as any View
    _ = subject.accessibilityCustomContent(sample() as LocalizedStringKey, sample() as Text) as any View
}

// u47aebfd892 View.accessibilityCustomContent(_: LocalizedStringKey, _: LocalizedStringKey, importance:
//   AXCustomContent.Importance)
@MainActor func use_47aebfd892<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityCustomContent(
        sample() as LocalizedStringKey,
        sample() as LocalizedStringKey,
        importance: sample() as AXCustomContent.Importance
    ) as any View
    _ = subject.accessibilityCustomContent(sample() as LocalizedStringKey, sample() as LocalizedStringKey) as any View
}

// u6a225a2637 View.accessibilityCustomContent<V>(_: LocalizedStringKey, _: V, importance: AXCustomContent.Importance)
//   where V : StringProtocol
@MainActor func use_6a225a2637<Self_: View, V: StringProtocol>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.accessibilityCustomContent(
        sample() as LocalizedStringKey,
        sample() as V,
        importance: sample() as AXCustomContent.Importance
    ) as any View
}
