// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9027881cd0 LabeledContent.init(content: () -> Content, label: () -> Label) where Label : View, Content : View
@MainActor func use_9027881cd0<Label: View, Content: View>(_ generics: (Label, Content).Type) {
    let _: LabeledContent<Label, Content> = LabeledContent(
        content: sample() as () -> Content,
        label: sample() as () -> Label
    )
    let _: LabeledContent<_, _> = LabeledContent(content: { Text(""); Text("") }, label: { Text(""); Text("") })
}

// ub72cc68c52 LabeledContent.init(_: LocalizedStringKey, content: () -> Content) where Label == Text, Content : View
@MainActor func use_b72cc68c52<Content: View>(_ generics: (Content).Type) {
    let _: LabeledContent<Text, Content> = LabeledContent(
        sample() as LocalizedStringKey,
        content: sample() as () -> Content
    )
    let _: LabeledContent<Text, _> = LabeledContent(sample() as LocalizedStringKey, content: { Text(""); Text("") })
}

// ub66ee50d67 LabeledContent.init<S>(_: S, content: () -> Content) where S : StringProtocol, Label == Text, Content :
//   View
@MainActor func use_b66ee50d67<Content: View, S: StringProtocol>(_ generics: (Content, S).Type) {
    let _: LabeledContent<Text, Content> = LabeledContent(sample() as S, content: sample() as () -> Content)
    let _: LabeledContent<Text, _> = LabeledContent(sample() as S, content: { Text(""); Text("") })
}

// u05a99edeb5 LabeledContent.init<S>(_: LocalizedStringKey, value: S) where S : StringProtocol, Label == Text, Content
//   == Text
@MainActor func use_05a99edeb5<S: StringProtocol>(_ generics: (S).Type) {
    let _: LabeledContent<Text, Text> = LabeledContent(sample() as LocalizedStringKey, value: sample() as S)
}

// uc6eb142287 LabeledContent.init<S1, S2>(_: S1, value: S2) where S1 : StringProtocol, S2 : StringProtocol, Label ==
//   Text, Content == Text
@MainActor func use_c6eb142287<S1: StringProtocol, S2: StringProtocol>(_ generics: (S1, S2).Type) {
    let _: LabeledContent<Text, Text> = LabeledContent(sample() as S1, value: sample() as S2)
}

// ue8fd3ad739 LabeledContent.init<F>(_: LocalizedStringKey, value: F.FormatInput, format: F) where F : FormatStyle,
//   F.FormatInput : Equatable, F.FormatOutput == String, Label == Text, Content == Text
@MainActor func use_e8fd3ad739<F: FormatStyle>(
    _ generics: (F).Type
) where F.FormatInput : Equatable, F.FormatOutput == String {
    let _: LabeledContent<Text, Text> = LabeledContent(
        sample() as LocalizedStringKey,
        value: sample() as F.FormatInput,
        format: sample() as F
    )
}

// u06b4e48064 LabeledContent.init<S, F>(_: S, value: F.FormatInput, format: F) where S : StringProtocol, F :
//   FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String, Label == Text, Content == Text
@MainActor func use_06b4e48064<S: StringProtocol, F: FormatStyle>(
    _ generics: (S, F).Type
) where F.FormatInput : Equatable, F.FormatOutput == String {
    let _: LabeledContent<Text, Text> = LabeledContent(
        sample() as S,
        value: sample() as F.FormatInput,
        format: sample() as F
    )
}

// u10fa7f6198 LabeledContent.init(_: LabeledContentStyleConfiguration) where Label ==
//   LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content
@MainActor func use_10fa7f6198() {
    let _: LabeledContent<
        LabeledContentStyleConfiguration.Label,
        LabeledContentStyleConfiguration.Content
    > = LabeledContent(sample() as LabeledContentStyleConfiguration)
}
