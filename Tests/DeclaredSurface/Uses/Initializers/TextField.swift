// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4057dbd638 TextField.init(_: LocalizedStringKey, text: Binding<String>, axis: Axis) where Label == Text
@MainActor func use_4057dbd638() {
    let _: TextField<Text> = TextField(
        sample() as LocalizedStringKey,
        text: sample() as Binding<String>,
        axis: sample() as Axis
    )
}

// u2a0c3dbf66 TextField.init(_: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) where Label ==
//   Text
@MainActor func use_2a0c3dbf66() {
    let _: TextField<Text> = TextField(
        sample() as LocalizedStringKey,
        text: sample() as Binding<String>,
        prompt: sample() as Text?,
        axis: sample() as Axis
    )
}

// uf965959547 TextField.init<S>(_: S, text: Binding<String>, axis: Axis) where S : StringProtocol, Label == Text
@MainActor func use_f965959547<S: StringProtocol>(_ generics: (S).Type) {
    let _: TextField<Text> = TextField(sample() as S, text: sample() as Binding<String>, axis: sample() as Axis)
}

// u162635248b TextField.init<S>(_: S, text: Binding<String>, prompt: Text?, axis: Axis) where S : StringProtocol, Label
//   == Text
@MainActor func use_162635248b<S: StringProtocol>(_ generics: (S).Type) {
    let _: TextField<Text> = TextField(
        sample() as S,
        text: sample() as Binding<String>,
        prompt: sample() as Text?,
        axis: sample() as Axis
    )
}

// u0e87ca3b95 TextField.init(text: Binding<String>, prompt: Text?, axis: Axis, label: () -> Label)
@MainActor func use_0e87ca3b95<Label: View>(_ generics: (Label).Type) {
    let _: TextField<Label> = TextField(
        text: sample() as Binding<String>,
        prompt: sample() as Text?,
        axis: sample() as Axis,
        label: sample() as () -> Label
    )
    let _: TextField<Label> = TextField(
        text: sample() as Binding<String>,
        axis: sample() as Axis,
        label: sample() as () -> Label
    )
    let _: TextField<_> = TextField(
        text: sample() as Binding<String>,
        prompt: sample() as Text?,
        axis: sample() as Axis,
        label: { Text(""); Text("") }
    )
}

// u571c715424 TextField.init(_: LocalizedStringKey, text: Binding<String>, prompt: Text?) where Label == Text
@MainActor func use_571c715424() {
    let _: TextField<Text> = TextField(
        sample() as LocalizedStringKey,
        text: sample() as Binding<String>,
        prompt: sample() as Text?
    )
}

// u560aba0d24 TextField.init<S>(_: S, text: Binding<String>, prompt: Text?) where S : StringProtocol, Label == Text
@MainActor func use_560aba0d24<S: StringProtocol>(_ generics: (S).Type) {
    let _: TextField<Text> = TextField(sample() as S, text: sample() as Binding<String>, prompt: sample() as Text?)
}

// ua74af014e6 TextField.init(text: Binding<String>, prompt: Text?, label: () -> Label)
@MainActor func use_a74af014e6<Label: View>(_ generics: (Label).Type) {
    let _: TextField<Label> = TextField(
        text: sample() as Binding<String>,
        prompt: sample() as Text?,
        label: sample() as () -> Label
    )
    let _: TextField<Label> = TextField(text: sample() as Binding<String>, label: sample() as () -> Label)
    let _: TextField<_> = TextField(
        text: sample() as Binding<String>,
        prompt: sample() as Text?,
        label: { Text(""); Text("") }
    )
}

// uc484889769 TextField.init(_: LocalizedStringKey, text: Binding<String>) where Label == Text
@MainActor func use_c484889769() {
    let _: TextField<Text> = TextField(sample() as LocalizedStringKey, text: sample() as Binding<String>)
}

// u2dd0b14672 TextField.init<S>(_: S, text: Binding<String>) where S : StringProtocol, Label == Text
@MainActor func use_2dd0b14672<S: StringProtocol>(_ generics: (S).Type) {
    let _: TextField<Text> = TextField(sample() as S, text: sample() as Binding<String>)
}

// ub8f12b98a4 TextField.init(_: LocalizedStringKey, text: Binding<String>, onEditingChanged: (Bool) -> Void, onCommit:
//   () -> Void) where Label == Text
@MainActor func use_b8f12b98a4() {
    let _: TextField<Text> = TextField(
        sample() as LocalizedStringKey,
        text: sample() as Binding<String>,
        onEditingChanged: sample() as (Bool) -> Void,
        onCommit: sample() as () -> Void
    )
}

// u45b492d5b0 TextField.init(_: LocalizedStringKey, text: Binding<String>, onEditingChanged: (Bool) -> Void) where
//   Label == Text
@MainActor func use_45b492d5b0() {
    let _: TextField<Text> = TextField(
        sample() as LocalizedStringKey,
        text: sample() as Binding<String>,
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// u91059a0422 TextField.init(_: LocalizedStringKey, text: Binding<String>, onCommit: () -> Void) where Label == Text
@MainActor func use_91059a0422() {
    let _: TextField<Text> = TextField(
        sample() as LocalizedStringKey,
        text: sample() as Binding<String>,
        onCommit: sample() as () -> Void
    )
}

// u2cca4592e7 TextField.init<S>(_: S, text: Binding<String>, onEditingChanged: (Bool) -> Void, onCommit: () -> Void)
//   where S : StringProtocol, Label == Text
@MainActor func use_2cca4592e7<S: StringProtocol>(_ generics: (S).Type) {
    let _: TextField<Text> = TextField(
        sample() as S,
        text: sample() as Binding<String>,
        onEditingChanged: sample() as (Bool) -> Void,
        onCommit: sample() as () -> Void
    )
}

// ufc2a46838d TextField.init<S>(_: S, text: Binding<String>, onEditingChanged: (Bool) -> Void) where S :
//   StringProtocol, Label == Text
@MainActor func use_fc2a46838d<S: StringProtocol>(_ generics: (S).Type) {
    let _: TextField<Text> = TextField(
        sample() as S,
        text: sample() as Binding<String>,
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// uaa5de1f01e TextField.init<S>(_: S, text: Binding<String>, onCommit: () -> Void) where S : StringProtocol, Label ==
//   Text
@MainActor func use_aa5de1f01e<S: StringProtocol>(_ generics: (S).Type) {
    let _: TextField<Text> = TextField(
        sample() as S,
        text: sample() as Binding<String>,
        onCommit: sample() as () -> Void
    )
}

// u69163597b3 TextField.init<F>(_: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text?) where
//   F : ParseableFormatStyle, F.FormatOutput == String, Label == Text
@MainActor func use_69163597b3<F: ParseableFormatStyle>(_ generics: (F).Type) where F.FormatOutput == String {
    let _: TextField<Text> = TextField(
        sample() as LocalizedStringKey,
        value: sample() as Binding<F.FormatInput?>,
        format: sample() as F,
        prompt: sample() as Text?
    )
    let _: TextField<Text> = TextField(
        sample() as LocalizedStringKey,
        value: sample() as Binding<F.FormatInput?>,
        format: sample() as F
    )
}

// u1e6297de21 TextField.init<S, F>(_: S, value: Binding<F.FormatInput?>, format: F, prompt: Text?) where S :
//   StringProtocol, F : ParseableFormatStyle, F.FormatOutput == String, Label == Text
@MainActor func use_1e6297de21<S: StringProtocol, F: ParseableFormatStyle>(
    _ generics: (S, F).Type
) where F.FormatOutput == String {
    let _: TextField<Text> = TextField(
        sample() as S,
        value: sample() as Binding<F.FormatInput?>,
        format: sample() as F,
        prompt: sample() as Text?
    )
}

// udc02416dd3 TextField.init<F>(_: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text?) where F
//   : ParseableFormatStyle, F.FormatOutput == String, Label == Text
@MainActor func use_dc02416dd3<F: ParseableFormatStyle>(_ generics: (F).Type) where F.FormatOutput == String {
    let _: TextField<Text> = TextField(
        sample() as LocalizedStringKey,
        value: sample() as Binding<F.FormatInput>,
        format: sample() as F,
        prompt: sample() as Text?
    )
    let _: TextField<Text> = TextField(
        sample() as LocalizedStringKey,
        value: sample() as Binding<F.FormatInput>,
        format: sample() as F
    )
}

// u25b2745261 TextField.init<S, F>(_: S, value: Binding<F.FormatInput>, format: F, prompt: Text?) where S :
//   StringProtocol, F : ParseableFormatStyle, F.FormatOutput == String, Label == Text
@MainActor func use_25b2745261<S: StringProtocol, F: ParseableFormatStyle>(
    _ generics: (S, F).Type
) where F.FormatOutput == String {
    let _: TextField<Text> = TextField(
        sample() as S,
        value: sample() as Binding<F.FormatInput>,
        format: sample() as F,
        prompt: sample() as Text?
    )
}

// u91cc8c1c7d TextField.init<F>(value: Binding<F.FormatInput?>, format: F, prompt: Text?, label: () -> Label) where F :
//   ParseableFormatStyle, F.FormatOutput == String
@MainActor func use_91cc8c1c7d<Label: View, F: ParseableFormatStyle>(
    _ generics: (Label, F).Type
) where F.FormatOutput == String {
    let _: TextField<Label> = TextField(
        value: sample() as Binding<F.FormatInput?>,
        format: sample() as F,
        prompt: sample() as Text?,
        label: sample() as () -> Label
    )
    let _: TextField<Label> = TextField(
        value: sample() as Binding<F.FormatInput?>,
        format: sample() as F,
        label: sample() as () -> Label
    )
    let _: TextField<_> = TextField(
        value: sample() as Binding<F.FormatInput?>,
        format: sample() as F,
        prompt: sample() as Text?,
        label: { Text(""); Text("") }
    )
}

// u4d522f905d TextField.init<F>(value: Binding<F.FormatInput>, format: F, prompt: Text?, label: () -> Label) where F :
//   ParseableFormatStyle, F.FormatOutput == String
@MainActor func use_4d522f905d<Label: View, F: ParseableFormatStyle>(
    _ generics: (Label, F).Type
) where F.FormatOutput == String {
    let _: TextField<Label> = TextField(
        value: sample() as Binding<F.FormatInput>,
        format: sample() as F,
        prompt: sample() as Text?,
        label: sample() as () -> Label
    )
    let _: TextField<Label> = TextField(
        value: sample() as Binding<F.FormatInput>,
        format: sample() as F,
        label: sample() as () -> Label
    )
    let _: TextField<_> = TextField(
        value: sample() as Binding<F.FormatInput>,
        format: sample() as F,
        prompt: sample() as Text?,
        label: { Text(""); Text("") }
    )
}

// ucfd0ec5794 TextField.init<V>(_: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) where
//   Label == Text
@MainActor func use_cfd0ec5794<V>(_ generics: (V).Type) {
    let _: TextField<Text> = TextField(
        sample() as LocalizedStringKey,
        value: sample() as Binding<V>,
        formatter: sample() as Formatter,
        prompt: sample() as Text?
    )
}

// u69af975dbc TextField.init<S, V>(_: S, value: Binding<V>, formatter: Formatter, prompt: Text?) where S :
//   StringProtocol, Label == Text
@MainActor func use_69af975dbc<S: StringProtocol, V>(_ generics: (S, V).Type) {
    let _: TextField<Text> = TextField(
        sample() as S,
        value: sample() as Binding<V>,
        formatter: sample() as Formatter,
        prompt: sample() as Text?
    )
}

// ud38da98e73 TextField.init<V>(value: Binding<V>, formatter: Formatter, prompt: Text?, label: () -> Label)
@MainActor func use_d38da98e73<Label: View, V>(_ generics: (Label, V).Type) {
    let _: TextField<Label> = TextField(
        value: sample() as Binding<V>,
        formatter: sample() as Formatter,
        prompt: sample() as Text?,
        label: sample() as () -> Label
    )
    let _: TextField<Label> = TextField(
        value: sample() as Binding<V>,
        formatter: sample() as Formatter,
        label: sample() as () -> Label
    )
    let _: TextField<_> = TextField(
        value: sample() as Binding<V>,
        formatter: sample() as Formatter,
        prompt: sample() as Text?,
        label: { Text(""); Text("") }
    )
}

// u6cd236e264 TextField.init<V>(_: LocalizedStringKey, value: Binding<V>, formatter: Formatter) where Label == Text
@MainActor func use_6cd236e264<V>(_ generics: (V).Type) {
    let _: TextField<Text> = TextField(
        sample() as LocalizedStringKey,
        value: sample() as Binding<V>,
        formatter: sample() as Formatter
    )
}

// uc343174af1 TextField.init<S, V>(_: S, value: Binding<V>, formatter: Formatter) where S : StringProtocol, Label ==
//   Text
@MainActor func use_c343174af1<S: StringProtocol, V>(_ generics: (S, V).Type) {
    let _: TextField<Text> = TextField(sample() as S, value: sample() as Binding<V>, formatter: sample() as Formatter)
}

// u38bf0b8a46 TextField.init<V>(_: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged:
//   (Bool) -> Void, onCommit: () -> Void) where Label == Text
@MainActor func use_38bf0b8a46<V>(_ generics: (V).Type) {
    let _: TextField<Text> = TextField(
        sample() as LocalizedStringKey,
        value: sample() as Binding<V>,
        formatter: sample() as Formatter,
        onEditingChanged: sample() as (Bool) -> Void,
        onCommit: sample() as () -> Void
    )
}

// u7bd96db32d TextField.init<V>(_: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged:
//   (Bool) -> Void) where Label == Text
@MainActor func use_7bd96db32d<V>(_ generics: (V).Type) {
    let _: TextField<Text> = TextField(
        sample() as LocalizedStringKey,
        value: sample() as Binding<V>,
        formatter: sample() as Formatter,
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// u22576635b3 TextField.init<V>(_: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: () -> Void)
//   where Label == Text
@MainActor func use_22576635b3<V>(_ generics: (V).Type) {
    let _: TextField<Text> = TextField(
        sample() as LocalizedStringKey,
        value: sample() as Binding<V>,
        formatter: sample() as Formatter,
        onCommit: sample() as () -> Void
    )
}

// u8a693d3ee4 TextField.init<S, V>(_: S, value: Binding<V>, formatter: Formatter, onEditingChanged: (Bool) -> Void,
//   onCommit: () -> Void) where S : StringProtocol, Label == Text
@MainActor func use_8a693d3ee4<S: StringProtocol, V>(_ generics: (S, V).Type) {
    let _: TextField<Text> = TextField(
        sample() as S,
        value: sample() as Binding<V>,
        formatter: sample() as Formatter,
        onEditingChanged: sample() as (Bool) -> Void,
        onCommit: sample() as () -> Void
    )
}

// u861136b39b TextField.init<S, V>(_: S, value: Binding<V>, formatter: Formatter, onEditingChanged: (Bool) -> Void)
//   where S : StringProtocol, Label == Text
@MainActor func use_861136b39b<S: StringProtocol, V>(_ generics: (S, V).Type) {
    let _: TextField<Text> = TextField(
        sample() as S,
        value: sample() as Binding<V>,
        formatter: sample() as Formatter,
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// u2aef578d31 TextField.init<S, V>(_: S, value: Binding<V>, formatter: Formatter, onCommit: () -> Void) where S :
//   StringProtocol, Label == Text
@MainActor func use_2aef578d31<S: StringProtocol, V>(_ generics: (S, V).Type) {
    let _: TextField<Text> = TextField(
        sample() as S,
        value: sample() as Binding<V>,
        formatter: sample() as Formatter,
        onCommit: sample() as () -> Void
    )
}
