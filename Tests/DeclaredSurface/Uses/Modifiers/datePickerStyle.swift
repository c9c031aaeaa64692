// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucdc4ea7a8e View.datePickerStyle<S>(_: S) where S : DatePickerStyle
@MainActor func use_cdc4ea7a8e<Self_: View, S: DatePickerStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.datePickerStyle(sample() as S) as any View
}
