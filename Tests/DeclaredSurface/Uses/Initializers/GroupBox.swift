// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub0d032fd46 GroupBox.init(content: () -> Content, label: () -> Label)
@MainActor func use_b0d032fd46<Label: View, Content: View>(_ generics: (Label, Content).Type) {
    let _: GroupBox<Label, Content> = GroupBox(content: sample() as () -> Content, label: sample() as () -> Label)
    let _: GroupBox<_, _> = GroupBox(content: { Text(""); Text("") }, label: { Text(""); Text("") })
}

// uc8eb6e4118 GroupBox.init(_: GroupBoxStyleConfiguration) where Label == GroupBoxStyleConfiguration.Label, Content ==
//   GroupBoxStyleConfiguration.Content
@MainActor func use_c8eb6e4118() {
    let _: GroupBox<
        GroupBoxStyleConfiguration.Label,
        GroupBoxStyleConfiguration.Content
    > = GroupBox(sample() as GroupBoxStyleConfiguration)
}

// ud3b5aad136 GroupBox.init(content: () -> Content) where Label == EmptyView
@MainActor func use_d3b5aad136<Content: View>(_ generics: (Content).Type) {
    let _: GroupBox<EmptyView, Content> = GroupBox(content: sample() as () -> Content)
    let _: GroupBox<EmptyView, _> = GroupBox(content: { Text(""); Text("") })
}

// u753af8d112 GroupBox.init(_: LocalizedStringKey, content: () -> Content) where Label == Text
@MainActor func use_753af8d112<Content: View>(_ generics: (Content).Type) {
    let _: GroupBox<Text, Content> = GroupBox(sample() as LocalizedStringKey, content: sample() as () -> Content)
    let _: GroupBox<Text, _> = GroupBox(sample() as LocalizedStringKey, content: { Text(""); Text("") })
}

// u71449ef469 GroupBox.init<S>(_: S, content: () -> Content) where S : StringProtocol, Label == Text
@MainActor func use_71449ef469<Content: View, S: StringProtocol>(_ generics: (Content, S).Type) {
    let _: GroupBox<Text, Content> = GroupBox(sample() as S, content: sample() as () -> Content)
    let _: GroupBox<Text, _> = GroupBox(sample() as S, content: { Text(""); Text("") })
}

// u909ade6fbc GroupBox.init(label: Label, content: () -> Content)
@MainActor func use_909ade6fbc<Label: View, Content: View>(_ generics: (Label, Content).Type) {
    let _: GroupBox<Label, Content> = GroupBox(label: sample() as Label, content: sample() as () -> Content)
    let _: GroupBox<Label, _> = GroupBox(label: sample() as Label, content: { Text(""); Text("") })
}
