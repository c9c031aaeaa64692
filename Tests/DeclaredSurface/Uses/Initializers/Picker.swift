// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u208d712f1e Picker.init<C>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, content: () ->
//   Content, label: () -> Label) where C : RandomAccessCollection
@MainActor func use_208d712f1e<Label: View, SelectionValue: Hashable, Content: View, C: RandomAccessCollection>(
    _ generics: (Label, SelectionValue, Content, C).Type
) {
    let _: Picker<Label, SelectionValue, Content> = Picker(
        sources: sample() as C,
        selection: sample() as KeyPath<C.Element, Binding<SelectionValue>>,
        content: sample() as () -> Content,
        label: sample() as () -> Label
    )
    let _: Picker<_, SelectionValue, _> = Picker(
        sources: sample() as C,
        selection: sample() as KeyPath<C.Element, Binding<SelectionValue>>,
        content: { Text(""); Text("") },
        label: { Text(""); Text("") }
    )
}

// u726654d0e7 Picker.init(selection: Binding<SelectionValue>, content: () -> Content, label: () -> Label)
@MainActor func use_726654d0e7<Label: View, SelectionValue: Hashable, Content: View>(
    _ generics: (Label, SelectionValue, Content).Type
) {
    let _: Picker<Label, SelectionValue, Content> = Picker(
        selection: sample() as Binding<SelectionValue>,
        content: sample() as () -> Content,
        label: sample() as () -> Label
    )
    let _: Picker<_, SelectionValue, _> = Picker(
        selection: sample() as Binding<SelectionValue>,
        content: { Text(""); Text("") },
        label: { Text(""); Text("") }
    )
}

// u26e6ae204b Picker.init(_: LocalizedStringKey, selection: Binding<SelectionValue>, content: () -> Content) where
//   Label == Text
@MainActor func use_26e6ae204b<SelectionValue: Hashable, Content: View>(_ generics: (SelectionValue, Content).Type) {
    let _: Picker<Text, SelectionValue, Content> = Picker(
        sample() as LocalizedStringKey,
        selection: sample() as Binding<SelectionValue>,
        content: sample() as () -> Content
    )
    let _: Picker<Text, SelectionValue, _> = Picker(
        sample() as LocalizedStringKey,
        selection: sample() as Binding<SelectionValue>,
        content: { Text(""); Text("") }
    )
}

// ub88fbb522a Picker.init<C>(_: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
//   content: () -> Content) where C : RandomAccessCollection, Label == Text
@MainActor func use_b88fbb522a<SelectionValue: Hashable, Content: View, C: RandomAccessCollection>(
    _ generics: (SelectionValue, Content, C).Type
) {
    let _: Picker<Text, SelectionValue, Content> = Picker(
        sample() as LocalizedStringKey,
        sources: sample() as C,
        selection: sample() as KeyPath<C.Element, Binding<SelectionValue>>,
        content: sample() as () -> Content
    )
    let _: Picker<Text, SelectionValue, _> = Picker(
        sample() as LocalizedStringKey,
        sources: sample() as C,
        selection: sample() as KeyPath<C.Element, Binding<SelectionValue>>,
        content: { Text(""); Text("") }
    )
}

// u8c474fec54 Picker.init<S>(_: S, selection: Binding<SelectionValue>, content: () -> Content) where S :
//   StringProtocol, Label == Text
@MainActor func use_8c474fec54<SelectionValue: Hashable, Content: View, S: StringProtocol>(
    _ generics: (SelectionValue, Content, S).Type
) {
    let _: Picker<Text, SelectionValue, Content> = Picker(
        sample() as S,
        selection: sample() as Binding<SelectionValue>,
        content: sample() as () -> Content
    )
    let _: Picker<Text, SelectionValue, _> = Picker(
        sample() as S,
        selection: sample() as Binding<SelectionValue>,
        content: { Text(""); Text("") }
    )
}

// ua3b2336ded Picker.init<C, S>(_: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, content: ()
//   -> Content) where C : RandomAccessCollection, S : StringProtocol, Label == Text
@MainActor func use_a3b2336ded<SelectionValue: Hashable, Content: View, C: RandomAccessCollection, S: StringProtocol>(
    _ generics: (SelectionValue, Content, C, S).Type
) {
    let _: Picker<Text, SelectionValue, Content> = Picker(
        sample() as S,
        sources: sample() as C,
        selection: sample() as KeyPath<C.Element, Binding<SelectionValue>>,
        content: sample() as () -> Content
    )
    let _: Picker<Text, SelectionValue, _> = Picker(
        sample() as S,
        sources: sample() as C,
        selection: sample() as KeyPath<C.Element, Binding<SelectionValue>>,
        content: { Text(""); Text("") }
    )
}

// u2afbf22a44 Picker.init(selection: Binding<SelectionValue>, label: Label, content: () -> Content)
@MainActor func use_2afbf22a44<Label: View, SelectionValue: Hashable, Content: View>(
    _ generics: (Label, SelectionValue, Content).Type
) {
    let _: Picker<Label, SelectionValue, Content> = Picker(
        selection: sample() as Binding<SelectionValue>,
        label: sample() as Label,
        content: sample() as () -> Content
    )
    let _: Picker<Label, SelectionValue, _> = Picker(
        selection: sample() as Binding<SelectionValue>,
        label: sample() as Label,
        content: { Text(""); Text("") }
    )
}
