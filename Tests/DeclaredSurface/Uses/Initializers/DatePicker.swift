// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua0ec030ca3 DatePicker.init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components, label: () ->
//   Label)
@MainActor func use_a0ec030ca3<Label: View>(_ generics: (Label).Type) {
    let _: DatePicker<Label> = DatePicker(
        selection: sample() as Binding<Date>,
        displayedComponents: sample() as DatePicker<Label>.Components,
        label: sample() as () -> Label
    )
    _ = DatePicker(selection: sample() as Binding<Date>, label: sample() as () -> Label)
}

// u6a6e5a44bf DatePicker.init(selection: Binding<Date>, in: ClosedRange<Date>, displayedComponents:
//   DatePicker<Label>.Components, label: () -> Label)
@MainActor func use_6a6e5a44bf<Label: View>(_ generics: (Label).Type) {
    let _: DatePicker<Label> = DatePicker(
        selection: sample() as Binding<Date>,
        in: sample() as ClosedRange<Date>,
        displayedComponents: sample() as DatePicker<Label>.Components,
        label: sample() as () -> Label
    )
    _ = DatePicker(
        selection: sample() as Binding<Date>,
        in: sample() as ClosedRange<Date>,
        label: sample() as () -> Label
    )
}

// udb3c11c144 DatePicker.init(selection: Binding<Date>, in: PartialRangeFrom<Date>, displayedComponents:
//   DatePicker<Label>.Components, label: () -> Label)
@MainActor func use_db3c11c144<Label: View>(_ generics: (Label).Type) {
    let _: DatePicker<Label> = DatePicker(
        selection: sample() as Binding<Date>,
        in: sample() as PartialRangeFrom<Date>,
        displayedComponents: sample() as DatePicker<Label>.Components,
        label: sample() as () -> Label
    )
    _ = DatePicker(
        selection: sample() as Binding<Date>,
        in: sample() as PartialRangeFrom<Date>,
        label: sample() as () -> Label
    )
}

// ue753e6b81f DatePicker.init(selection: Binding<Date>, in: PartialRangeThrough<Date>, displayedComponents:
//   DatePicker<Label>.Components, label: () -> Label)
@MainActor func use_e753e6b81f<Label: View>(_ generics: (Label).Type) {
    let _: DatePicker<Label> = DatePicker(
        selection: sample() as Binding<Date>,
        in: sample() as PartialRangeThrough<Date>,
        displayedComponents: sample() as DatePicker<Label>.Components,
        label: sample() as () -> Label
    )
    _ = DatePicker(
        selection: sample() as Binding<Date>,
        in: sample() as PartialRangeThrough<Date>,
        label: sample() as () -> Label
    )
}

// ufbef742cff DatePicker.init(_: LocalizedStringKey, selection: Binding<Date>, displayedComponents:
//   DatePicker<Label>.Components) where Label == Text
@MainActor func use_fbef742cff() {
    let _: DatePicker<Text> = DatePicker(
        sample() as LocalizedStringKey,
        selection: sample() as Binding<Date>,
        displayedComponents: sample() as DatePicker<Text>.Components
    )
    let _: DatePicker<Text> = DatePicker(sample() as LocalizedStringKey, selection: sample() as Binding<Date>)
}

// u6faf64cb3a DatePicker.init(_: LocalizedStringKey, selection: Binding<Date>, in: ClosedRange<Date>,
//   displayedComponents: DatePicker<Label>.Components) where Label == Text
@MainActor func use_6faf64cb3a() {
    let _: DatePicker<Text> = DatePicker(
        sample() as LocalizedStringKey,
        selection: sample() as Binding<Date>,
        in: sample() as ClosedRange<Date>,
        displayedComponents: sample() as DatePicker<Text>.Components
    )
    let _: DatePicker<Text> = DatePicker(
        sample() as LocalizedStringKey,
        selection: sample() as Binding<Date>,
        in: sample() as ClosedRange<Date>
    )
}

// ubf02ac0659 DatePicker.init(_: LocalizedStringKey, selection: Binding<Date>, in: PartialRangeFrom<Date>,
//   displayedComponents: DatePicker<Label>.Components) where Label == Text
@MainActor func use_bf02ac0659() {
    let _: DatePicker<Text> = DatePicker(
        sample() as LocalizedStringKey,
        selection: sample() as Binding<Date>,
        in: sample() as PartialRangeFrom<Date>,
        displayedComponents: sample() as DatePicker<Text>.Components
    )
    let _: DatePicker<Text> = DatePicker(
        sample() as LocalizedStringKey,
        selection: sample() as Binding<Date>,
        in: sample() as PartialRangeFrom<Date>
    )
}

// ue1838b0a8e DatePicker.init(_: LocalizedStringKey, selection: Binding<Date>, in: PartialRangeThrough<Date>,
//   displayedComponents: DatePicker<Label>.Components) where Label == Text
@MainActor func use_e1838b0a8e() {
    let _: DatePicker<Text> = DatePicker(
        sample() as LocalizedStringKey,
        selection: sample() as Binding<Date>,
        in: sample() as PartialRangeThrough<Date>,
        displayedComponents: sample() as DatePicker<Text>.Components
    )
    let _: DatePicker<Text> = DatePicker(
        sample() as LocalizedStringKey,
        selection: sample() as Binding<Date>,
        in: sample() as PartialRangeThrough<Date>
    )
}

// uebde06be87 DatePicker.init<S>(_: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components)
//   where S : StringProtocol, Label == Text
@MainActor func use_ebde06be87<S: StringProtocol>(_ generics: (S).Type) {
    let _: DatePicker<Text> = DatePicker(
        sample() as S,
        selection: sample() as Binding<Date>,
        displayedComponents: sample() as DatePicker<Text>.Components
    )
}

// u094ec670dd DatePicker.init<S>(_: S, selection: Binding<Date>, in: ClosedRange<Date>, displayedComponents:
//   DatePicker<Label>.Components) where S : StringProtocol, Label == Text
@MainActor func use_094ec670dd<S: StringProtocol>(_ generics: (S).Type) {
    let _: DatePicker<Text> = DatePicker(
        sample() as S,
        selection: sample() as Binding<Date>,
        in: sample() as ClosedRange<Date>,
        displayedComponents: sample() as DatePicker<Text>.Components
    )
}

// u1554b0536d DatePicker.init<S>(_: S, selection: Binding<Date>, in: PartialRangeFrom<Date>, displayedComponents:
//   DatePicker<Label>.Components) where S : StringProtocol, Label == Text
@MainActor func use_1554b0536d<S: StringProtocol>(_ generics: (S).Type) {
    let _: DatePicker<Text> = DatePicker(
        sample() as S,
        selection: sample() as Binding<Date>,
        in: sample() as PartialRangeFrom<Date>,
        displayedComponents: sample() as DatePicker<Text>.Components
    )
}

// ufac17485bb DatePicker.init<S>(_: S, selection: Binding<Date>, in: PartialRangeThrough<Date>, displayedComponents:
//   DatePicker<Label>.Components) where S : StringProtocol, Label == Text
@MainActor func use_fac17485bb<S: StringProtocol>(_ generics: (S).Type) {
    let _: DatePicker<Text> = DatePicker(
        sample() as S,
        selection: sample() as Binding<Date>,
        in: sample() as PartialRangeThrough<Date>,
        displayedComponents: sample() as DatePicker<Text>.Components
    )
}
