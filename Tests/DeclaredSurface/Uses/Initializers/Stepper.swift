// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u54be2cff73 Stepper.init(label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
//   onEditingChanged: (Bool) -> Void)
@MainActor func use_54be2cff73<Label: View>(_ generics: (Label).Type) {
    let _: Stepper<Label> = Stepper(
        label: sample() as () -> Label,
        onIncrement: sample() as (() -> Void)?,
        onDecrement: sample() as (() -> Void)?,
        onEditingChanged: sample() as (Bool) -> Void
    )
    let _: Stepper<Label> = Stepper(
        label: sample() as () -> Label,
        onIncrement: sample() as (() -> Void)?,
        onDecrement: sample() as (() -> Void)?
    )
    let _: Stepper<_> = Stepper(
        label: { Text(""); Text("") },
        onIncrement: sample() as (() -> Void)?,
        onDecrement: sample() as (() -> Void)?,
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// u83846b501b Stepper.init<V>(value: Binding<V>, step: V.Stride, label: () -> Label, onEditingChanged: (Bool) -> Void)
//   where V : Strideable
@MainActor func use_83846b501b<Label: View, V: Strideable>(_ generics: (Label, V).Type) {
    let _: Stepper<Label> = Stepper(
        value: sample() as Binding<V>,
        step: sample() as V.Stride,
        label: sample() as () -> Label,
        onEditingChanged: sample() as (Bool) -> Void
    )
    let _: Stepper<Label> = Stepper(value: sample() as Binding<V>, label: sample() as () -> Label)
    let _: Stepper<_> = Stepper(
        value: sample() as Binding<V>,
        step: sample() as V.Stride,
        label: { Text(""); Text("") },
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// uff4beb2caa Stepper.init<V>(value: Binding<V>, in: ClosedRange<V>, step: V.Stride, label: () -> Label,
//   onEditingChanged: (Bool) -> Void) where V : Strideable
@MainActor func use_ff4beb2caa<Label: View, V: Strideable>(_ generics: (Label, V).Type) {
    let _: Stepper<Label> = Stepper(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        step: sample() as V.Stride,
        label: sample() as () -> Label,
        onEditingChanged: sample() as (Bool) -> Void
    )
    let _: Stepper<Label> = Stepper(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        label: sample() as () -> Label
    )
    let _: Stepper<_> = Stepper(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        step: sample() as V.Stride,
        label: { Text(""); Text("") },
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// uc202ba3102 Stepper.init(_: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
//   onEditingChanged: (Bool) -> Void) where Label == Text
@MainActor func use_c202ba3102() {
    let _: Stepper<Text> = Stepper(
        sample() as LocalizedStringKey,
        onIncrement: sample() as (() -> Void)?,
        onDecrement: sample() as (() -> Void)?,
        onEditingChanged: sample() as (Bool) -> Void
    )
    let _: Stepper<Text> = Stepper(
        sample() as LocalizedStringKey,
        onIncrement: sample() as (() -> Void)?,
        onDecrement: sample() as (() -> Void)?
    )
}

// u074c26b3f3 Stepper.init<S>(_: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: (Bool) ->
//   Void) where S : StringProtocol, Label == Text
@MainActor func use_074c26b3f3<S: StringProtocol>(_ generics: (S).Type) {
    let _: Stepper<Text> = Stepper(
        sample() as S,
        onIncrement: sample() as (() -> Void)?,
        onDecrement: sample() as (() -> Void)?,
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// ue8e1e801f9 Stepper.init<V>(_: LocalizedStringKey, value: Binding<V>, step: V.Stride, onEditingChanged: (Bool) ->
//   Void) where V : Strideable, Label == Text
@MainActor func use_e8e1e801f9<V: Strideable>(_ generics: (V).Type) {
    let _: Stepper<Text> = Stepper(
        sample() as LocalizedStringKey,
        value: sample() as Binding<V>,
        step: sample() as V.Stride,
        onEditingChanged: sample() as (Bool) -> Void
    )
    let _: Stepper<Text> = Stepper(sample() as LocalizedStringKey, value: sample() as Binding<V>)
}

// u43a8bebb72 Stepper.init<S, V>(_: S, value: Binding<V>, step: V.Stride, onEditingChanged: (Bool) -> Void) where S :
//   StringProtocol, V : Strideable, Label == Text
@MainActor func use_43a8bebb72<S: StringProtocol, V: Strideable>(_ generics: (S, V).Type) {
    let _: Stepper<Text> = Stepper(
        sample() as S,
        value: sample() as Binding<V>,
        step: sample() as V.Stride,
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// uaa25c98b89 Stepper.init<V>(_: LocalizedStringKey, value: Binding<V>, in: ClosedRange<V>, step: V.Stride,
//   onEditingChanged: (Bool) -> Void) where V : Strideable, Label == Text
@MainActor func use_aa25c98b89<V: Strideable>(_ generics: (V).Type) {
    let _: Stepper<Text> = Stepper(
        sample() as LocalizedStringKey,
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        step: sample() as V.Stride,
        onEditingChanged: sample() as (Bool) -> Void
    )
    let _: Stepper<Text> = Stepper(
        sample() as LocalizedStringKey,
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>
    )
}

// u8991db9f7a Stepper.init<S, V>(_: S, value: Binding<V>, in: ClosedRange<V>, step: V.Stride, onEditingChanged: (Bool)
//   -> Void) where S : StringProtocol, V : Strideable, Label == Text
@MainActor func use_8991db9f7a<S: StringProtocol, V: Strideable>(_ generics: (S, V).Type) {
    let _: Stepper<Text> = Stepper(
        sample() as S,
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        step: sample() as V.Stride,
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// u5468ed0b11 Stepper.init<F>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride, format: F, label: () -> Label,
//   onEditingChanged: (Bool) -> Void) where F : ParseableFormatStyle, F.FormatInput : BinaryFloatingPoint,
//   F.FormatOutput == String
@MainActor func use_5468ed0b11<Label: View, F: ParseableFormatStyle>(
    _ generics: (Label, F).Type
) where F.FormatInput : BinaryFloatingPoint, F.FormatOutput == String {
    let _: Stepper<Label> = Stepper(
        value: sample() as Binding<F.FormatInput>,
        step: sample() as F.FormatInput.Stride,
        format: sample() as F,
        label: sample() as () -> Label,
        onEditingChanged: sample() as (Bool) -> Void
    )
    let _: Stepper<Label> = Stepper(
        value: sample() as Binding<F.FormatInput>,
        format: sample() as F,
        label: sample() as () -> Label
    )
    let _: Stepper<_> = Stepper(
        value: sample() as Binding<F.FormatInput>,
        step: sample() as F.FormatInput.Stride,
        format: sample() as F,
        label: { Text(""); Text("") },
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// u39c00995c0 Stepper.init<F>(value: Binding<F.FormatInput>, in: ClosedRange<F.FormatInput>, step:
//   F.FormatInput.Stride, format: F, label: () -> Label, onEditingChanged: (Bool) -> Void) where F :
//   ParseableFormatStyle, F.FormatInput : BinaryFloatingPoint, F.FormatOutput == String
@MainActor func use_39c00995c0<Label: View, F: ParseableFormatStyle>(
    _ generics: (Label, F).Type
) where F.FormatInput : BinaryFloatingPoint, F.FormatOutput == String {
    let _: Stepper<Label> = Stepper(
        value: sample() as Binding<F.FormatInput>,
        in: sample() as ClosedRange<F.FormatInput>,
        step: sample() as F.FormatInput.Stride,
        format: sample() as F,
        label: sample() as () -> Label,
        onEditingChanged: sample() as (Bool) -> Void
    )
    let _: Stepper<Label> = Stepper(
        value: sample() as Binding<F.FormatInput>,
        in: sample() as ClosedRange<F.FormatInput>,
        format: sample() as F,
        label: sample() as () -> Label
    )
    let _: Stepper<_> = Stepper(
        value: sample() as Binding<F.FormatInput>,
        in: sample() as ClosedRange<F.FormatInput>,
        step: sample() as F.FormatInput.Stride,
        format: sample() as F,
        label: { Text(""); Text("") },
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// u54f025e928 Stepper.init<F>(_: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride, format:
//   F, onEditingChanged: (Bool) -> Void) where F : ParseableFormatStyle, F.FormatInput : BinaryFloatingPoint,
//   F.FormatOutput == String, Label == Text
@MainActor func use_54f025e928<F: ParseableFormatStyle>(
    _ generics: (F).Type
) where F.FormatInput : BinaryFloatingPoint, F.FormatOutput == String {
    let _: Stepper<Text> = Stepper(
        sample() as LocalizedStringKey,
        value: sample() as Binding<F.FormatInput>,
        step: sample() as F.FormatInput.Stride,
        format: sample() as F,
        onEditingChanged: sample() as (Bool) -> Void
    )
    let _: Stepper<Text> = Stepper(
        sample() as LocalizedStringKey,
        value: sample() as Binding<F.FormatInput>,
        format: sample() as F
    )
}

// u162b8ae159 Stepper.init<S, F>(_: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride, format: F,
//   onEditingChanged: (Bool) -> Void) where S : StringProtocol, F : ParseableFormatStyle, F.FormatInput :
//   BinaryFloatingPoint, F.FormatOutput == String, Label == Text
@MainActor func use_162b8ae159<S: StringProtocol, F: ParseableFormatStyle>(
    _ generics: (S, F).Type
) where F.FormatInput : BinaryFloatingPoint, F.FormatOutput == String {
    let _: Stepper<Text> = Stepper(
        sample() as S,
        value: sample() as Binding<F.FormatInput>,
        step: sample() as F.FormatInput.Stride,
        format: sample() as F,
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// u889fac6949 Stepper.init<F>(_: LocalizedStringKey, value: Binding<F.FormatInput>, in: ClosedRange<F.FormatInput>,
//   step: F.FormatInput.Stride, format: F, onEditingChanged: (Bool) -> Void) where F : ParseableFormatStyle,
//   F.FormatInput : BinaryFloatingPoint, F.FormatOutput == String, Label == Text
@MainActor func use_889fac6949<F: ParseableFormatStyle>(
    _ generics: (F).Type
) where F.FormatInput : BinaryFloatingPoint, F.FormatOutput == String {
    let _: Stepper<Text> = Stepper(
        sample() as LocalizedStringKey,
        value: sample() as Binding<F.FormatInput>,
        in: sample() as ClosedRange<F.FormatInput>,
        step: sample() as F.FormatInput.Stride,
        format: sample() as F,
        onEditingChanged: sample() as (Bool) -> Void
    )
    let _: Stepper<Text> = Stepper(
        sample() as LocalizedStringKey,
        value: sample() as Binding<F.FormatInput>,
        in: sample() as ClosedRange<F.FormatInput>,
        format: sample() as F
    )
}

// u99b191f820 Stepper.init<S, F>(_: S, value: Binding<F.FormatInput>, in: ClosedRange<F.FormatInput>, step:
//   F.FormatInput.Stride, format: F, onEditingChanged: (Bool) -> Void) where S : StringProtocol, F :
//   ParseableFormatStyle, F.FormatInput : BinaryFloatingPoint, F.FormatOutput == String, Label == Text
@MainActor func use_99b191f820<S: StringProtocol, F: ParseableFormatStyle>(
    _ generics: (S, F).Type
) where F.FormatInput : BinaryFloatingPoint, F.FormatOutput == String {
    let _: Stepper<Text> = Stepper(
        sample() as S,
        value: sample() as Binding<F.FormatInput>,
        in: sample() as ClosedRange<F.FormatInput>,
        step: sample() as F.FormatInput.Stride,
        format: sample() as F,
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// u6b38757391 Stepper.init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: (Bool) -> Void,
//   label: () -> Label)
@MainActor func use_6b38757391<Label: View>(_ generics: (Label).Type) {
    let _: Stepper<Label> = Stepper(
        onIncrement: sample() as (() -> Void)?,
        onDecrement: sample() as (() -> Void)?,
        onEditingChanged: sample() as (Bool) -> Void,
        label: sample() as () -> Label
    )
    let _: Stepper<_> = Stepper(
        onIncrement: sample() as (() -> Void)?,
        onDecrement: sample() as (() -> Void)?,
        onEditingChanged: sample() as (Bool) -> Void,
        label: { Text(""); Text("") }
    )
}

// ubb0522558a Stepper.init<V>(value: Binding<V>, step: V.Stride, onEditingChanged: (Bool) -> Void, label: () -> Label)
//   where V : Strideable
@MainActor func use_bb0522558a<Label: View, V: Strideable>(_ generics: (Label, V).Type) {
    let _: Stepper<Label> = Stepper(
        value: sample() as Binding<V>,
        step: sample() as V.Stride,
        onEditingChanged: sample() as (Bool) -> Void,
        label: sample() as () -> Label
    )
    let _: Stepper<_> = Stepper(
        value: sample() as Binding<V>,
        step: sample() as V.Stride,
        onEditingChanged: sample() as (Bool) -> Void,
        label: { Text(""); Text("") }
    )
}

// ucf198866fe Stepper.init<V>(value: Binding<V>, in: ClosedRange<V>, step: V.Stride, onEditingChanged: (Bool) -> Void,
//   label: () -> Label) where V : Strideable
@MainActor func use_cf198866fe<Label: View, V: Strideable>(_ generics: (Label, V).Type) {
    let _: Stepper<Label> = Stepper(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        step: sample() as V.Stride,
        onEditingChanged: sample() as (Bool) -> Void,
        label: sample() as () -> Label
    )
    let _: Stepper<_> = Stepper(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        step: sample() as V.Stride,
        onEditingChanged: sample() as (Bool) -> Void,
        label: { Text(""); Text("") }
    )
}
