// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5a390958ba View.accessibilityInputLabels(_: [Text])
@MainActor func use_5a390958ba<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityInputLabels(sample() as [Text]) as any View
}

// u3db1068260 View.accessibilityInputLabels(_: [LocalizedStringKey])
@MainActor func use_3db1068260<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityInputLabels(sample() as [LocalizedStringKey]) as any View
}

// u8660d9c124 View.accessibilityInputLabels<S>(_: [S]) where S : StringProtocol
@MainActor func use_8660d9c124<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.accessibilityInputLabels(sample() as [S]) as any View
}
