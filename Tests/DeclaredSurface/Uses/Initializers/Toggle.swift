// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf9bad2979a Toggle.init(isOn: Binding<Bool>, label: () -> Label)
@MainActor func use_f9bad2979a<Label: View>(_ generics: (Label).Type) {
    let _: Toggle<Label> = Toggle(isOn: sample() as Binding<Bool>, label: sample() as () -> Label)
    let _: Toggle<_> = Toggle(isOn: sample() as Binding<Bool>, label: { Text(""); Text("") })
}

// u54642a2c8b Toggle.init<C>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, label: () -> Label) where C :
//   RandomAccessCollection
@MainActor func use_54642a2c8b<Label: View, C: RandomAccessCollection>(_ generics: (Label, C).Type) {
    let _: Toggle<Label> = Toggle(
        sources: sample() as C,
        isOn: sample() as KeyPath<C.Element, Binding<Bool>>,
        label: sample() as () -> Label
    )
    let _: Toggle<_> = Toggle(
        sources: sample() as C,
        isOn: sample() as KeyPath<C.Element, Binding<Bool>>,
        label: { Text(""); Text("") }
    )
}

// ub6bfafe920 Toggle.init(_: ToggleStyleConfiguration) where Label == ToggleStyleConfiguration.Label
@MainActor func use_b6bfafe920() {
    let _: Toggle<ToggleStyleConfiguration.Label> = Toggle(sample() as ToggleStyleConfiguration)
}

// ueeb79e287f Toggle.init(_: LocalizedStringKey, isOn: Binding<Bool>) where Label == Text
@MainActor func use_eeb79e287f() {
    let _: Toggle<Text> = Toggle(sample() as LocalizedStringKey, isOn: sample() as Binding<Bool>)
}

// u3045a8fe74 Toggle.init<S>(_: S, isOn: Binding<Bool>) where S : StringProtocol, Label == Text
@MainActor func use_3045a8fe74<S: StringProtocol>(_ generics: (S).Type) {
    let _: Toggle<Text> = Toggle(sample() as S, isOn: sample() as Binding<Bool>)
}

// ucc6d87dc24 Toggle.init<C>(_: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) where C :
//   RandomAccessCollection, Label == Text
@MainActor func use_cc6d87dc24<C: RandomAccessCollection>(_ generics: (C).Type) {
    let _: Toggle<Text> = Toggle(
        sample() as LocalizedStringKey,
        sources: sample() as C,
        isOn: sample() as KeyPath<C.Element, Binding<Bool>>
    )
}

// u860669bae5 Toggle.init<S, C>(_: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) where S : StringProtocol, C
//   : RandomAccessCollection, Label == Text
@MainActor func use_860669bae5<S: StringProtocol, C: RandomAccessCollection>(_ generics: (S, C).Type) {
    let _: Toggle<Text> = Toggle(
        sample() as S,
        sources: sample() as C,
        isOn: sample() as KeyPath<C.Element, Binding<Bool>>
    )
}
