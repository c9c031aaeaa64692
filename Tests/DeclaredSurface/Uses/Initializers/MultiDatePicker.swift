// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u12185bce6c MultiDatePicker.init(selection: Binding<Set<DateComponents>>, label: () -> Label)
@MainActor func use_12185bce6c<Label: View>(_ generics: (Label).Type) {
    let _: MultiDatePicker<Label> = MultiDatePicker(
        selection: sample() as Binding<Set<DateComponents>>,
        label: sample() as () -> Label
    )
    let _: MultiDatePicker<_> = MultiDatePicker(
        selection: sample() as Binding<Set<DateComponents>>,
        label: { Text(""); Text("") }
    )
}

// u100be70fe7 MultiDatePicker.init(selection: Binding<Set<DateComponents>>, in: Range<Date>, label: () -> Label)
@MainActor func use_100be70fe7<Label: View>(_ generics: (Label).Type) {
    let _: MultiDatePicker<Label> = MultiDatePicker(
        selection: sample() as Binding<Set<DateComponents>>,
        in: sample() as Range<Date>,
        label: sample() as () -> Label
    )
    let _: MultiDatePicker<_> = MultiDatePicker(
        selection: sample() as Binding<Set<DateComponents>>,
        in: sample() as Range<Date>,
        label: { Text(""); Text("") }
    )
}

// ueae6af1e51 MultiDatePicker.init(selection: Binding<Set<DateComponents>>, in: PartialRangeFrom<Date>, label: () ->
//   Label)
@MainActor func use_eae6af1e51<Label: View>(_ generics: (Label).Type) {
    let _: MultiDatePicker<Label> = MultiDatePicker(
        selection: sample() as Binding<Set<DateComponents>>,
        in: sample() as PartialRangeFrom<Date>,
        label: sample() as () -> Label
    )
    let _: MultiDatePicker<_> = MultiDatePicker(
        selection: sample() as Binding<Set<DateComponents>>,
        in: sample() as PartialRangeFrom<Date>,
        label: { Text(""); Text("") }
    )
}

// u5a7408016c MultiDatePicker.init(selection: Binding<Set<DateComponents>>, in: PartialRangeUpTo<Date>, label: () ->
//   Label)
@MainActor func use_5a7408016c<Label: View>(_ generics: (Label).Type) {
    let _: MultiDatePicker<Label> = MultiDatePicker(
        selection: sample() as Binding<Set<DateComponents>>,
        in: sample() as PartialRangeUpTo<Date>,
        label: sample() as () -> Label
    )
    let _: MultiDatePicker<_> = MultiDatePicker(
        selection: sample() as Binding<Set<DateComponents>>,
        in: sample() as PartialRangeUpTo<Date>,
        label: { Text(""); Text("") }
    )
}

// u26ac311d68 MultiDatePicker.init(_: LocalizedStringKey, selection: Binding<Set<DateComponents>>) where Label == Text
@MainActor func use_26ac311d68() {
    let _: MultiDatePicker<Text> = MultiDatePicker(
        sample() as LocalizedStringKey,
        selection: sample() as Binding<Set<DateComponents>>
    )
}

// uc5875c8a1d MultiDatePicker.init(_: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in: Range<Date>)
//   where Label == Text
@MainActor func use_c5875c8a1d() {
    let _: MultiDatePicker<Text> = MultiDatePicker(
        sample() as LocalizedStringKey,
        selection: sample() as Binding<Set<DateComponents>>,
        in: sample() as Range<Date>
    )
}

// uc3599b3224 MultiDatePicker.init(_: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in:
//   PartialRangeFrom<Date>) where Label == Text
@MainActor func use_c3599b3224() {
    let _: MultiDatePicker<Text> = MultiDatePicker(
        sample() as LocalizedStringKey,
        selection: sample() as Binding<Set<DateComponents>>,
        in: sample() as PartialRangeFrom<Date>
    )
}

// u82d6b64913 MultiDatePicker.init(_: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in:
//   PartialRangeUpTo<Date>) where Label == Text
@MainActor func use_82d6b64913() {
    let _: MultiDatePicker<Text> = MultiDatePicker(
        sample() as LocalizedStringKey,
        selection: sample() as Binding<Set<DateComponents>>,
        in: sample() as PartialRangeUpTo<Date>
    )
}

// u1efa74489a MultiDatePicker.init<S>(_: S, selection: Binding<Set<DateComponents>>) where S : StringProtocol, Label ==
//   Text
@MainActor func use_1efa74489a<S: StringProtocol>(_ generics: (S).Type) {
    let _: MultiDatePicker<Text> = MultiDatePicker(sample() as S, selection: sample() as Binding<Set<DateComponents>>)
}

// uee17f800f7 MultiDatePicker.init<S>(_: S, selection: Binding<Set<DateComponents>>, in: Range<Date>) where S :
//   StringProtocol, Label == Text
@MainActor func use_ee17f800f7<S: StringProtocol>(_ generics: (S).Type) {
    let _: MultiDatePicker<Text> = MultiDatePicker(
        sample() as S,
        selection: sample() as Binding<Set<DateComponents>>,
        in: sample() as Range<Date>
    )
}

// u510b3ecc1f MultiDatePicker.init<S>(_: S, selection: Binding<Set<DateComponents>>, in: PartialRangeFrom<Date>) where
//   S : StringProtocol, Label == Text
@MainActor func use_510b3ecc1f<S: StringProtocol>(_ generics: (S).Type) {
    let _: MultiDatePicker<Text> = MultiDatePicker(
        sample() as S,
        selection: sample() as Binding<Set<DateComponents>>,
        in: sample() as PartialRangeFrom<Date>
    )
}

// u41cf0559a0 MultiDatePicker.init<S>(_: S, selection: Binding<Set<DateComponents>>, in: PartialRangeUpTo<Date>) where
//   S : StringProtocol, Label == Text
@MainActor func use_41cf0559a0<S: StringProtocol>(_ generics: (S).Type) {
    let _: MultiDatePicker<Text> = MultiDatePicker(
        sample() as S,
        selection: sample() as Binding<Set<DateComponents>>,
        in: sample() as PartialRangeUpTo<Date>
    )
}
