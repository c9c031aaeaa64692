// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u05d7080658 View.fileDialogMessage(_: Text?)
@MainActor func use_05d7080658<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fileDialogMessage(sample() as Text?) as any View
}

// u9da462834f View.fileDialogMessage(_: LocalizedStringKey)
@MainActor func use_9da462834f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fileDialogMessage(sample() as LocalizedStringKey) as any View
}

// ucc890a8aff View.fileDialogMessage<S>(_: S) where S : StringProtocol
@MainActor func use_cc890a8aff<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.fileDialogMessage(sample() as S) as any View
}
