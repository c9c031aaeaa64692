// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u40290b0f69 ProgressView.init(timerInterval: ClosedRange<Date>, countsDown: Bool, label: () -> Label,
//   currentValueLabel: () -> CurrentValueLabel)
@MainActor func use_40290b0f69<Label: View, CurrentValueLabel: View>(_ generics: (Label, CurrentValueLabel).Type) {
    let _: ProgressView<Label, CurrentValueLabel> = ProgressView(
        timerInterval: sample() as ClosedRange<Date>,
        countsDown: sample() as Bool,
        label: sample() as () -> Label,
        currentValueLabel: sample() as () -> CurrentValueLabel
    )
    let _: ProgressView<Label, CurrentValueLabel> = ProgressView(
        timerInterval: sample() as ClosedRange<Date>,
        label: sample() as () -> Label,
        currentValueLabel: sample() as () -> CurrentValueLabel
    )
    let _: ProgressView<_, _> = ProgressView(
        timerInterval: sample() as ClosedRange<Date>,
        countsDown: sample() as Bool,
        label: { Text(""); Text("") },
        currentValueLabel: { Text(""); Text("") }
    )
}

// ueb49ea332d ProgressView.init(timerInterval: ClosedRange<Date>, countsDown: Bool, label: () -> Label) where
//   CurrentValueLabel == DefaultDateProgressLabel
@MainActor func use_eb49ea332d<Label: View>(_ generics: (Label).Type) {
    let _: ProgressView<Label, DefaultDateProgressLabel> = ProgressView(
        timerInterval: sample() as ClosedRange<Date>,
        countsDown: sample() as Bool,
        label: sample() as () -> Label
    )
    let _: ProgressView<Label, DefaultDateProgressLabel> = ProgressView(
        timerInterval: sample() as ClosedRange<Date>,
        label: sample() as () -> Label
    )
    let _: ProgressView<_, DefaultDateProgressLabel> = ProgressView(
        timerInterval: sample() as ClosedRange<Date>,
        countsDown: sample() as Bool,
        label: { Text(""); Text("") }
    )
}

// uc86d8b94c1 ProgressView.init(timerInterval: ClosedRange<Date>, countsDown: Bool) where Label == EmptyView,
//   CurrentValueLabel == DefaultDateProgressLabel
@MainActor func use_c86d8b94c1() {
    let _: ProgressView<EmptyView, DefaultDateProgressLabel> = ProgressView(
        timerInterval: sample() as ClosedRange<Date>,
        countsDown: sample() as Bool
    )
    let _: ProgressView<EmptyView, DefaultDateProgressLabel> = ProgressView(
        timerInterval: sample() as ClosedRange<Date>
    )
}

// ue9adedf7ab ProgressView.init() where Label == EmptyView, CurrentValueLabel == EmptyView
@MainActor func use_e9adedf7ab() {
    let _: ProgressView<EmptyView, EmptyView> = ProgressView()
}

// ub3b814efb4 ProgressView.init(label: () -> Label) where CurrentValueLabel == EmptyView
@MainActor func use_b3b814efb4<Label: View>(_ generics: (Label).Type) {
    let _: ProgressView<Label, EmptyView> = ProgressView(label: sample() as () -> Label)
    let _: ProgressView<_, EmptyView> = ProgressView(label: { Text(""); Text("") })
}

// u3fd2de587b ProgressView.init(_: LocalizedStringKey) where Label == Text, CurrentValueLabel == EmptyView
@MainActor func use_3fd2de587b() {
    let _: ProgressView<Text, EmptyView> = ProgressView(sample() as LocalizedStringKey)
}

// u8e154f6937 ProgressView.init<S>(_: S) where Label == Text, S : StringProtocol, CurrentValueLabel == EmptyView
@MainActor func use_8e154f6937<S: StringProtocol>(_ generics: (S).Type) {
    let _: ProgressView<Text, EmptyView> = ProgressView(sample() as S)
}

// u2f9d3a6b5e ProgressView.init<V>(value: V?, total: V) where Label == EmptyView, CurrentValueLabel == EmptyView, V :
//   BinaryFloatingPoint
@MainActor func use_2f9d3a6b5e<V: BinaryFloatingPoint>(_ generics: (V).Type) {
    let _: ProgressView<EmptyView, EmptyView> = ProgressView(value: sample() as V?, total: sample() as V)
    let _: ProgressView<EmptyView, EmptyView> = ProgressView(value: sample() as V?)
}

// u2e05c81f0b ProgressView.init<V>(value: V?, total: V, label: () -> Label) where CurrentValueLabel == EmptyView, V :
//   BinaryFloatingPoint
@MainActor func use_2e05c81f0b<Label: View, V: BinaryFloatingPoint>(_ generics: (Label, V).Type) {
    let _: ProgressView<Label, EmptyView> = ProgressView(
        value: sample() as V?,
        total: sample() as V,
        label: sample() as () -> Label
    )
    let _: ProgressView<Label, EmptyView> = ProgressView(value: sample() as V?, label: sample() as () -> Label)
    let _: ProgressView<_, EmptyView> = ProgressView(
        value: sample() as V?,
        total: sample() as V,
        label: { Text(""); Text("") }
    )
}

// u851952a14f ProgressView.init<V>(value: V?, total: V, label: () -> Label, currentValueLabel: () -> CurrentValueLabel)
//   where V : BinaryFloatingPoint
@MainActor func use_851952a14f<Label: View, CurrentValueLabel: View, V: BinaryFloatingPoint>(
    _ generics: (Label, CurrentValueLabel, V).Type
) {
    let _: ProgressView<Label, CurrentValueLabel> = ProgressView(
        value: sample() as V?,
        total: sample() as V,
        label: sample() as () -> Label,
        currentValueLabel: sample() as () -> CurrentValueLabel
    )
    let _: ProgressView<Label, CurrentValueLabel> = ProgressView(
        value: sample() as V?,
        label: sample() as () -> Label,
        currentValueLabel: sample() as () -> CurrentValueLabel
    )
    let _: ProgressView<_, _> = ProgressView(
        value: sample() as V?,
        total: sample() as V,
        label: { Text(""); Text("") },
        currentValueLabel: { Text(""); Text("") }
    )
}

// ubeac8ff06d ProgressView.init<V>(_: LocalizedStringKey, value: V?, total: V) where Label == Text, CurrentValueLabel
//   == EmptyView, V : BinaryFloatingPoint
@MainActor func use_beac8ff06d<V: BinaryFloatingPoint>(_ generics: (V).Type) {
    let _: ProgressView<Text, EmptyView> = ProgressView(
        sample() as LocalizedStringKey,
        value: sample() as V?,
        total: sample() as V
    )
    let _: ProgressView<Text, EmptyView> = ProgressView(sample() as LocalizedStringKey, value: sample() as V?)
}

// u2c6590d244 ProgressView.init<S, V>(_: S, value: V?, total: V) where Label == Text, CurrentValueLabel == EmptyView, S
//   : StringProtocol, V : BinaryFloatingPoint
@MainActor func use_2c6590d244<S: StringProtocol, V: BinaryFloatingPoint>(_ generics: (S, V).Type) {
    let _: ProgressView<Text, EmptyView> = ProgressView(sample() as S, value: sample() as V?, total: sample() as V)
}

// u32b79e9daf ProgressView.init(_: Progress) where Label == EmptyView, CurrentValueLabel == EmptyView
@MainActor func use_32b79e9daf() {
    let _: ProgressView<EmptyView, EmptyView> = ProgressView(sample() as Progress)
}

// ua80e007325 ProgressView.init(_: ProgressViewStyleConfiguration) where Label == ProgressViewStyleConfiguration.Label,
//   CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
@MainActor func use_a80e007325() {
    let _: ProgressView<
        ProgressViewStyleConfiguration.Label,
        ProgressViewStyleConfiguration.CurrentValueLabel
    > = ProgressView(sample() as ProgressViewStyleConfiguration)
}
