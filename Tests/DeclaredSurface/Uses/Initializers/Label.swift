// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4c37ebdd8a Label.init(title: () -> Title, icon: () -> Icon)
@MainActor func use_4c37ebdd8a<Title: View, Icon: View>(_ generics: (Title, Icon).Type) {
    let _: Label<Title, Icon> = Label(title: sample() as () -> Title, icon: sample() as () -> Icon)
    let _: Label<_, _> = Label(title: { Text(""); Text("") }, icon: { Text(""); Text("") })
}

// ufabff53816 Label.init(_: LocalizedStringKey, image: String) where Title == Text, Icon == Image
@MainActor func use_fabff53816() {
    let _: Label<Text, Image> = Label(sample() as LocalizedStringKey, image: sample() as String)
}

// u8234e8436e Label.init(_: LocalizedStringKey, systemImage: String) where Title == Text, Icon == Image
@MainActor func use_8234e8436e() {
    let _: Label<Text, Image> = Label(sample() as LocalizedStringKey, systemImage: sample() as String)
}

// u9e6d30213b Label.init<S>(_: S, image: String) where S : StringProtocol, Title == Text, Icon == Image
@MainActor func use_9e6d30213b<S: StringProtocol>(_ generics: (S).Type) {
    let _: Label<Text, Image> = Label(sample() as S, image: sample() as String)
}

// u2ee74b0e63 Label.init<S>(_: S, systemImage: String) where S : StringProtocol, Title == Text, Icon == Image
@MainActor func use_2ee74b0e63<S: StringProtocol>(_ generics: (S).Type) {
    let _: Label<Text, Image> = Label(sample() as S, systemImage: sample() as String)
}

// u7f9d051522 Label.init(_: LocalizedStringKey, image: ImageResource) where Title == Text, Icon == Image
@MainActor func use_7f9d051522() {
    let _: Label<Text, Image> = Label(sample() as LocalizedStringKey, image: sample() as ImageResource)
}

// ua48d125cf9 Label.init<S>(_: S, image: ImageResource) where S : StringProtocol, Title == Text, Icon == Image
@MainActor func use_a48d125cf9<S: StringProtocol>(_ generics: (S).Type) {
    let _: Label<Text, Image> = Label(sample() as S, image: sample() as ImageResource)
}

// u787b2a19d9 Label.init(_: LabelStyleConfiguration) where Title == LabelStyleConfiguration.Title, Icon ==
//   LabelStyleConfiguration.Icon
@MainActor func use_787b2a19d9() {
    let _: Label<
        LabelStyleConfiguration.Title,
        LabelStyleConfiguration.Icon
    > = Label(sample() as LabelStyleConfiguration)
}
