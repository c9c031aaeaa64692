// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5b97b3c684 View.badge(_: Int)
@MainActor func use_5b97b3c684<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.badge(sample() as Int) as any View
}

// udc0d858eaf View.badge(_: Text?)
@MainActor func use_dc0d858eaf<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.badge(sample() as Text?) as any View
}

// u3d8b16eb13 View.badge(_: LocalizedStringKey?)
@MainActor func use_3d8b16eb13<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.badge(sample() as LocalizedStringKey?) as any View
}

// ue9a44ec209 View.badge<S>(_: S?) where S : StringProtocol
@MainActor func use_e9a44ec209<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.badge(sample() as S?) as any View
}
