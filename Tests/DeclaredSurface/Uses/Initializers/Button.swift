// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udf66e4ef06 Button.init(action: () -> Void, label: () -> Label)
@MainActor func use_df66e4ef06<Label: View>(_ generics: (Label).Type) {
    let _: Button<Label> = Button(action: sample() as () -> Void, label: sample() as () -> Label)
    let _: Button<_> = Button(action: sample() as () -> Void, label: { Text(""); Text("") })
}

// ue5a54c4884 Button.init(_: LocalizedStringKey, action: () -> Void) where Label == Text
@MainActor func use_e5a54c4884() {
    let _: Button<Text> = Button(sample() as LocalizedStringKey, action: sample() as () -> Void)
}

// u76b8b9723f Button.init<S>(_: S, action: () -> Void) where S : StringProtocol, Label == Text
@MainActor func use_76b8b9723f<S: StringProtocol>(_ generics: (S).Type) {
    let _: Button<Text> = Button(sample() as S, action: sample() as () -> Void)
}

// u6c0ab14434 Button.init(_: PrimitiveButtonStyleConfiguration) where Label == PrimitiveButtonStyleConfiguration.Label
@MainActor func use_6c0ab14434() {
    let _: Button<PrimitiveButtonStyleConfiguration.Label> = Button(sample() as PrimitiveButtonStyleConfiguration)
}

// u2f9a158007 Button.init(role: ButtonRole?, action: () -> Void, label: () -> Label)
@MainActor func use_2f9a158007<Label: View>(_ generics: (Label).Type) {
    let _: Button<Label> = Button(
        role: sample() as ButtonRole?,
        action: sample() as () -> Void,
        label: sample() as () -> Label
    )
    let _: Button<_> = Button(
        role: sample() as ButtonRole?,
        action: sample() as () -> Void,
        label: { Text(""); Text("") }
    )
}

// u5a8f00cfa4 Button.init(_: LocalizedStringKey, role: ButtonRole?, action: () -> Void) where Label == Text
@MainActor func use_5a8f00cfa4() {
    let _: Button<Text> = Button(
        sample() as LocalizedStringKey,
        role: sample() as ButtonRole?,
        action: sample() as () -> Void
    )
}

// u6e8cab0f1e Button.init<S>(_: S, role: ButtonRole?, action: () -> Void) where S : StringProtocol, Label == Text
@MainActor func use_6e8cab0f1e<S: StringProtocol>(_ generics: (S).Type) {
    let _: Button<Text> = Button(sample() as S, role: sample() as ButtonRole?, action: sample() as () -> Void)
}
