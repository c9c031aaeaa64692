// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4f3693b0fc ControlGroup.init(content: () -> Content)
@MainActor func use_4f3693b0fc<Content: View>(_ generics: (Content).Type) {
    let _: ControlGroup<Content> = ControlGroup(content: sample() as () -> Content)
    let _: ControlGroup<_> = ControlGroup(content: { Text(""); Text("") })
}

// ub4f8579cbd ControlGroup.init(_: ControlGroupStyleConfiguration) where Content ==
//   ControlGroupStyleConfiguration.Content
@MainActor func use_b4f8579cbd() {
    let _: ControlGroup<ControlGroupStyleConfiguration.Content> = ControlGroup(
        sample() as ControlGroupStyleConfiguration
    )
}

// ucbc4a672b5 ControlGroup.init<C, L>(content: () -> C, label: () -> L) where Content == LabeledControlGroupContent<C,
//   L>, C : View, L : View
@MainActor func use_cbc4a672b5<C: View, L: View>(_ generics: (C, L).Type) {
    let _: ControlGroup<LabeledControlGroupContent<C, L>> = ControlGroup(
        content: sample() as () -> C,
        label: sample() as () -> L
    )
    let _: ControlGroup<LabeledControlGroupContent<_, _>> = ControlGroup(
        content: { Text(""); Text("") },
        label: { Text(""); Text("") }
    )
}

// u171e3fc4f2 ControlGroup.init<C>(_: LocalizedStringKey, content: () -> C) where Content ==
//   LabeledControlGroupContent<C, Text>, C : View
@MainActor func use_171e3fc4f2<C: View>(_ generics: (C).Type) {
    let _: ControlGroup<LabeledControlGroupContent<C, Text>> = ControlGroup(
        sample() as LocalizedStringKey,
        content: sample() as () -> C
    )
    let _: ControlGroup<LabeledControlGroupContent<_, Text>> = ControlGroup(
        sample() as LocalizedStringKey,
        content: { Text(""); Text("") }
    )
}

// ud96935909b ControlGroup.init<C, S>(_: S, content: () -> C) where Content == LabeledControlGroupContent<C, Text>, C :
//   View, S : StringProtocol
@MainActor func use_d96935909b<C: View, S: StringProtocol>(_ generics: (C, S).Type) {
    let _: ControlGroup<LabeledControlGroupContent<C, Text>> = ControlGroup(sample() as S, content: sample() as () -> C)
    let _: ControlGroup<LabeledControlGroupContent<_, Text>> = ControlGroup(
        sample() as S,
        content: { Text(""); Text("") }
    )
}
