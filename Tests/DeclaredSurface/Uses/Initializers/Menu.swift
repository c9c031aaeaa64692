// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucf27fd20c3 Menu.init(content: () -> Content, label: () -> Label)
@MainActor func use_cf27fd20c3<Label: View, Content: View>(_ generics: (Label, Content).Type) {
    let _: Menu<Label, Content> = Menu(content: sample() as () -> Content, label: sample() as () -> Label)
    let _: Menu<_, _> = Menu(content: { Text(""); Text("") }, label: { Text(""); Text("") })
}

// u1be7ea2a5e Menu.init(_: LocalizedStringKey, content: () -> Content) where Label == Text
@MainActor func use_1be7ea2a5e<Content: View>(_ generics: (Content).Type) {
    let _: Menu<Text, Content> = Menu(sample() as LocalizedStringKey, content: sample() as () -> Content)
    let _: Menu<Text, _> = Menu(sample() as LocalizedStringKey, content: { Text(""); Text("") })
}

// ua796aa734f Menu.init<S>(_: S, content: () -> Content) where Label == Text, S : StringProtocol
@MainActor func use_a796aa734f<Content: View, S: StringProtocol>(_ generics: (Content, S).Type) {
    let _: Menu<Text, Content> = Menu(sample() as S, content: sample() as () -> Content)
    let _: Menu<Text, _> = Menu(sample() as S, content: { Text(""); Text("") })
}

// u2cedcf5ede Menu.init(content: () -> Content, label: () -> Label, primaryAction: () -> Void)
@MainActor func use_2cedcf5ede<Label: View, Content: View>(_ generics: (Label, Content).Type) {
    let _: Menu<Label, Content> = Menu(
        content: sample() as () -> Content,
        label: sample() as () -> Label,
        primaryAction: sample() as () -> Void
    )
    let _: Menu<_, _> = Menu(
        content: { Text(""); Text("") },
        label: { Text(""); Text("") },
        primaryAction: sample() as () -> Void
    )
}

// ube8f1c6f2a Menu.init(_: LocalizedStringKey, content: () -> Content, primaryAction: () -> Void) where Label == Text
@MainActor func use_be8f1c6f2a<Content: View>(_ generics: (Content).Type) {
    let _: Menu<Text, Content> = Menu(
        sample() as LocalizedStringKey,
        content: sample() as () -> Content,
        primaryAction: sample() as () -> Void
    )
    let _: Menu<Text, _> = Menu(
        sample() as LocalizedStringKey,
        content: { Text(""); Text("") },
        primaryAction: sample() as () -> Void
    )
}

// u9932704b62 Menu.init<S>(_: S, content: () -> Content, primaryAction: () -> Void) where Label == Text, S :
//   StringProtocol
@MainActor func use_9932704b62<Content: View, S: StringProtocol>(_ generics: (Content, S).Type) {
    let _: Menu<Text, Content> = Menu(
        sample() as S,
        content: sample() as () -> Content,
        primaryAction: sample() as () -> Void
    )
    let _: Menu<Text, _> = Menu(sample() as S, content: { Text(""); Text("") }, primaryAction: sample() as () -> Void)
}

// u0b5c1db89d Menu.init(_: MenuStyleConfiguration) where Label == MenuStyleConfiguration.Label, Content ==
//   MenuStyleConfiguration.Content
@MainActor func use_0b5c1db89d() {
    let _: Menu<MenuStyleConfiguration.Label, MenuStyleConfiguration.Content> = Menu(sample() as MenuStyleConfiguration)
}
