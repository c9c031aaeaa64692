// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc9cf3012e1 SecureField.init(_: LocalizedStringKey, text: Binding<String>, prompt: Text?) where Label == Text
@MainActor func use_c9cf3012e1() {
    let _: SecureField<Text> = SecureField(
        sample() as LocalizedStringKey,
        text: sample() as Binding<String>,
        prompt: sample() as Text?
    )
}

// uc75b3b719a SecureField.init<S>(_: S, text: Binding<String>, prompt: Text?) where S : StringProtocol, Label == Text
@MainActor func use_c75b3b719a<S: StringProtocol>(_ generics: (S).Type) {
    let _: SecureField<Text> = SecureField(sample() as S, text: sample() as Binding<String>, prompt: sample() as Text?)
}

// ua30046d74a SecureField.init(text: Binding<String>, prompt: Text?, label: () -> Label)
@MainActor func use_a30046d74a<Label: View>(_ generics: (Label).Type) {
    let _: SecureField<Label> = SecureField(
        text: sample() as Binding<String>,
        prompt: sample() as Text?,
        label: sample() as () -> Label
    )
    let _: SecureField<Label> = SecureField(text: sample() as Binding<String>, label: sample() as () -> Label)
    let _: SecureField<_> = SecureField(
        text: sample() as Binding<String>,
        prompt: sample() as Text?,
        label: { Text(""); Text("") }
    )
}

// u0111503fa5 SecureField.init(_: LocalizedStringKey, text: Binding<String>) where Label == Text
@MainActor func use_0111503fa5() {
    let _: SecureField<Text> = SecureField(sample() as LocalizedStringKey, text: sample() as Binding<String>)
}

// u3d5d4039e0 SecureField.init<S>(_: S, text: Binding<String>) where S : StringProtocol, Label == Text
@MainActor func use_3d5d4039e0<S: StringProtocol>(_ generics: (S).Type) {
    let _: SecureField<Text> = SecureField(sample() as S, text: sample() as Binding<String>)
}

// u25290814ff SecureField.init(_: LocalizedStringKey, text: Binding<String>, onCommit: () -> Void) where Label == Text
@MainActor func use_25290814ff() {
    let _: SecureField<Text> = SecureField(
        sample() as LocalizedStringKey,
        text: sample() as Binding<String>,
        onCommit: sample() as () -> Void
    )
}

// u18c7d288ec SecureField.init<S>(_: S, text: Binding<String>, onCommit: () -> Void) where S : StringProtocol, Label ==
//   Text
@MainActor func use_18c7d288ec<S: StringProtocol>(_ generics: (S).Type) {
    let _: SecureField<Text> = SecureField(
        sample() as S,
        text: sample() as Binding<String>,
        onCommit: sample() as () -> Void
    )
}
