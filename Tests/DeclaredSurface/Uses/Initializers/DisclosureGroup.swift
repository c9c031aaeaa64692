// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9328cda4c3 DisclosureGroup.init(content: () -> Content, label: () -> Label)
@MainActor func use_9328cda4c3<Label: View, Content: View>(_ generics: (Label, Content).Type) {
    let _: DisclosureGroup<Label, Content> = DisclosureGroup(
        content: sample() as () -> Content,
        label: sample() as () -> Label
    )
    let _: DisclosureGroup<_, _> = DisclosureGroup(content: { Text(""); Text("") }, label: { Text(""); Text("") })
}

// u28765170b7 DisclosureGroup.init(isExpanded: Binding<Bool>, content: () -> Content, label: () -> Label)
@MainActor func use_28765170b7<Label: View, Content: View>(_ generics: (Label, Content).Type) {
    let _: DisclosureGroup<Label, Content> = DisclosureGroup(
        isExpanded: sample() as Binding<Bool>,
        content: sample() as () -> Content,
        label: sample() as () -> Label
    )
    let _: DisclosureGroup<_, _> = DisclosureGroup(
        isExpanded: sample() as Binding<Bool>,
        content: { Text(""); Text("") },
        label: { Text(""); Text("") }
    )
}

// u59e6050f2f DisclosureGroup.init(_: LocalizedStringKey, content: () -> Content) where Label == Text
@MainActor func use_59e6050f2f<Content: View>(_ generics: (Content).Type) {
    let _: DisclosureGroup<Text, Content> = DisclosureGroup(
        sample() as LocalizedStringKey,
        content: sample() as () -> Content
    )
    let _: DisclosureGroup<Text, _> = DisclosureGroup(sample() as LocalizedStringKey, content: { Text(""); Text("") })
}

// u37168b7fd2 DisclosureGroup.init(_: LocalizedStringKey, isExpanded: Binding<Bool>, content: () -> Content) where
//   Label == Text
@MainActor func use_37168b7fd2<Content: View>(_ generics: (Content).Type) {
    let _: DisclosureGroup<Text, Content> = DisclosureGroup(
        sample() as LocalizedStringKey,
        isExpanded: sample() as Binding<Bool>,
        content: sample() as () -> Content
    )
    let _: DisclosureGroup<Text, _> = DisclosureGroup(
        sample() as LocalizedStringKey,
        isExpanded: sample() as Binding<Bool>,
        content: { Text(""); Text("") }
    )
}

// u46cceef302 DisclosureGroup.init<S>(_: S, content: () -> Content) where S : StringProtocol, Label == Text
@MainActor func use_46cceef302<Content: View, S: StringProtocol>(_ generics: (Content, S).Type) {
    let _: DisclosureGroup<Text, Content> = DisclosureGroup(sample() as S, content: sample() as () -> Content)
    let _: DisclosureGroup<Text, _> = DisclosureGroup(sample() as S, content: { Text(""); Text("") })
}

// u33b9569e98 DisclosureGroup.init<S>(_: S, isExpanded: Binding<Bool>, content: () -> Content) where S :
//   StringProtocol, Label == Text
@MainActor func use_33b9569e98<Content: View, S: StringProtocol>(_ generics: (Content, S).Type) {
    let _: DisclosureGroup<Text, Content> = DisclosureGroup(
        sample() as S,
        isExpanded: sample() as Binding<Bool>,
        content: sample() as () -> Content
    )
    let _: DisclosureGroup<Text, _> = DisclosureGroup(
        sample() as S,
        isExpanded: sample() as Binding<Bool>,
        content: { Text(""); Text("") }
    )
}
