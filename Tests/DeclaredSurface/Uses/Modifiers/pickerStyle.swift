// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6204fd515d View.pickerStyle<S>(_: S) where S : PickerStyle
@MainActor func use_6204fd515d<Self_: View, S: PickerStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.pickerStyle(sample() as S) as any View
}
