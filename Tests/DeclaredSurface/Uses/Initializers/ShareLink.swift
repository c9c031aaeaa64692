// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5870422ae2 ShareLink.init(items: Data, subject: Text?, message: Text?, preview: (Data.Element) ->
//   SharePreview<PreviewImage, PreviewIcon>, label: () -> Label)
@MainActor func use_5870422ae2<
    Data: RandomAccessCollection,
    PreviewImage: Transferable,
    PreviewIcon: Transferable,
    Label: View
>(
    _ generics: (Data, PreviewImage, PreviewIcon, Label).Type
) where Data.Element : Transferable {
    let _: ShareLink<Data, PreviewImage, PreviewIcon, Label> = ShareLink(
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?,
        preview: sample() as (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
        label: sample() as () -> Label
    )
    let _: ShareLink<Data, PreviewImage, PreviewIcon, Label> = ShareLink(
        items: sample() as Data,
        preview: sample() as (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
        label: sample() as () -> Label
    )
    let _: ShareLink<Data, PreviewImage, PreviewIcon, _> = ShareLink(
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?,
        preview: sample() as (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
        label: { Text(""); Text("") }
    )
}

// u40df24ee5b ShareLink.init<I>(item: I, subject: Text?, message: Text?, preview: SharePreview<PreviewImage,
//   PreviewIcon>, label: () -> Label) where Data == CollectionOfOne<I>, I : Transferable
@MainActor func use_40df24ee5b<PreviewImage: Transferable, PreviewIcon: Transferable, Label: View, I: Transferable>(
    _ generics: (PreviewImage, PreviewIcon, Label, I).Type
) {
    let _: ShareLink<CollectionOfOne<I>, PreviewImage, PreviewIcon, Label> = ShareLink(
        item: sample() as I,
        subject: sample() as Text?,
        message: sample() as Text?,
        preview: sample() as SharePreview<PreviewImage, PreviewIcon>,
        label: sample() as () -> Label
    )
    let _: ShareLink<CollectionOfOne<I>, PreviewImage, PreviewIcon, Label> = ShareLink(
        item: sample() as I,
        preview: sample() as SharePreview<PreviewImage, PreviewIcon>,
        label: sample() as () -> Label
    )
    let _: ShareLink<CollectionOfOne<I>, PreviewImage, PreviewIcon, _> = ShareLink(
        item: sample() as I,
        subject: sample() as Text?,
        message: sample() as Text?,
        preview: sample() as SharePreview<PreviewImage, PreviewIcon>,
        label: { Text(""); Text("") }
    )
}

// uffbc0a64e6 ShareLink.init(items: Data, subject: Text?, message: Text?, label: () -> Label) where PreviewImage ==
//   Never, PreviewIcon == Never, Data.Element == URL
@MainActor func use_ffbc0a64e6<Data: RandomAccessCollection, Label: View>(
    _ generics: (Data, Label).Type
) where Data.Element == URL, Data.Element : Transferable {
    let _: ShareLink<Data, Never, Never, Label> = ShareLink(
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?,
        label: sample() as () -> Label
    )
    let _: ShareLink<Data, Never, Never, Label> = ShareLink(items: sample() as Data, label: sample() as () -> Label)
    let _: ShareLink<Data, Never, Never, _> = ShareLink(
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?,
        label: { Text(""); Text("") }
    )
}

// ue9a76d2042 ShareLink.init(items: Data, subject: Text?, message: Text?, label: () -> Label) where PreviewImage ==
//   Never, PreviewIcon == Never, Data.Element == String
@MainActor func use_e9a76d2042<Data: RandomAccessCollection, Label: View>(
    _ generics: (Data, Label).Type
) where Data.Element == String, Data.Element : Transferable {
    let _: ShareLink<Data, Never, Never, Label> = ShareLink(
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?,
        label: sample() as () -> Label
    )
    let _: ShareLink<Data, Never, Never, Label> = ShareLink(items: sample() as Data, label: sample() as () -> Label)
    let _: ShareLink<Data, Never, Never, _> = ShareLink(
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?,
        label: { Text(""); Text("") }
    )
}

// u229d9ef02d ShareLink.init(item: URL, subject: Text?, message: Text?, label: () -> Label) where Data ==
//   CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never
@MainActor func use_229d9ef02d<Label: View>(_ generics: (Label).Type) {
    let _: ShareLink<CollectionOfOne<URL>, Never, Never, Label> = ShareLink(
        item: sample() as URL,
        subject: sample() as Text?,
        message: sample() as Text?,
        label: sample() as () -> Label
    )
    let _: ShareLink<CollectionOfOne<URL>, Never, Never, Label> = ShareLink(
        item: sample() as URL,
        label: sample() as () -> Label
    )
    let _: ShareLink<CollectionOfOne<URL>, Never, Never, _> = ShareLink(
        item: sample() as URL,
        subject: sample() as Text?,
        message: sample() as Text?,
        label: { Text(""); Text("") }
    )
}

// uf667e71063 ShareLink.init(item: String, subject: Text?, message: Text?, label: () -> Label) where Data ==
//   CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never
@MainActor func use_f667e71063<Label: View>(_ generics: (Label).Type) {
    let _: ShareLink<CollectionOfOne<String>, Never, Never, Label> = ShareLink(
        item: sample() as String,
        subject: sample() as Text?,
        message: sample() as Text?,
        label: sample() as () -> Label
    )
    let _: ShareLink<CollectionOfOne<String>, Never, Never, Label> = ShareLink(
        item: sample() as String,
        label: sample() as () -> Label
    )
    let _: ShareLink<CollectionOfOne<String>, Never, Never, _> = ShareLink(
        item: sample() as String,
        subject: sample() as Text?,
        message: sample() as Text?,
        label: { Text(""); Text("") }
    )
}

// u7574287495 ShareLink.init(items: Data, subject: Text?, message: Text?, preview: (Data.Element) ->
//   SharePreview<PreviewImage, PreviewIcon>) where Label == DefaultShareLinkLabel
@MainActor func use_7574287495<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable>(
    _ generics: (Data, PreviewImage, PreviewIcon).Type
) where Data.Element : Transferable {
    let _: ShareLink<Data, PreviewImage, PreviewIcon, DefaultShareLinkLabel> = ShareLink(
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?,
        preview: sample() as (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    )
    let _: ShareLink<Data, PreviewImage, PreviewIcon, DefaultShareLinkLabel> = ShareLink(
        items: sample() as Data,
        preview: sample() as (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    )
}

// ub8314fb270 ShareLink.init(_: LocalizedStringKey, items: Data, subject: Text?, message: Text?, preview:
//   (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) where Label == DefaultShareLinkLabel
@MainActor func use_b8314fb270<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable>(
    _ generics: (Data, PreviewImage, PreviewIcon).Type
) where Data.Element : Transferable {
    let _: ShareLink<Data, PreviewImage, PreviewIcon, DefaultShareLinkLabel> = ShareLink(
        sample() as LocalizedStringKey,
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?,
        preview: sample() as (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    )
    let _: ShareLink<Data, PreviewImage, PreviewIcon, DefaultShareLinkLabel> = ShareLink(
        sample() as LocalizedStringKey,
        items: sample() as Data,
        preview: sample() as (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    )
}

// u8bc76751d4 ShareLink.init<S>(_: S, items: Data, subject: Text?, message: Text?, preview: (Data.Element) ->
//   SharePreview<PreviewImage, PreviewIcon>) where S : StringProtocol, Label == DefaultShareLinkLabel
@MainActor func use_8bc76751d4<
    Data: RandomAccessCollection,
    PreviewImage: Transferable,
    PreviewIcon: Transferable,
    S: StringProtocol
>(
    _ generics: (Data, PreviewImage, PreviewIcon, S).Type
) where Data.Element : Transferable {
    let _: ShareLink<Data, PreviewImage, PreviewIcon, DefaultShareLinkLabel> = ShareLink(
        sample() as S,
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?,
        preview: sample() as (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    )
}

// u9bafcc85fa ShareLink.init(_: Text, items: Data, subject: Text?, message: Text?, preview: (Data.Element) ->
//   SharePreview<PreviewImage, PreviewIcon>) where Label == DefaultShareLinkLabel
@MainActor func use_9bafcc85fa<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable>(
    _ generics: (Data, PreviewImage, PreviewIcon).Type
) where Data.Element : Transferable {
    let _: ShareLink<Data, PreviewImage, PreviewIcon, DefaultShareLinkLabel> = ShareLink(
        sample() as Text,
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?,
        preview: sample() as (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    )
    let _: ShareLink<Data, PreviewImage, PreviewIcon, DefaultShareLinkLabel> = ShareLink(
        sample() as Text,
        items: sample() as Data,
        preview: sample() as (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    )
}

// u1ae697d4dd ShareLink.init<I>(item: I, subject: Text?, message: Text?, preview: SharePreview<PreviewImage,
//   PreviewIcon>) where Data == CollectionOfOne<I>, I : Transferable, Label == DefaultShareLinkLabel
@MainActor func use_1ae697d4dd<PreviewImage: Transferable, PreviewIcon: Transferable, I: Transferable>(
    _ generics: (PreviewImage, PreviewIcon, I).Type
) {
    let _: ShareLink<CollectionOfOne<I>, PreviewImage, PreviewIcon, DefaultShareLinkLabel> = ShareLink(
        item: sample() as I,
        subject: sample() as Text?,
        message: sample() as Text?,
        preview: sample() as SharePreview<PreviewImage, PreviewIcon>
    )
    let _: ShareLink<CollectionOfOne<I>, PreviewImage, PreviewIcon, DefaultShareLinkLabel> = ShareLink(
        item: sample() as I,
        preview: sample() as SharePreview<PreviewImage, PreviewIcon>
    )
}

// u7d19bad8ad ShareLink.init<I>(_: LocalizedStringKey, item: I, subject: Text?, message: Text?, preview:
//   SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, I : Transferable, Label ==
//   DefaultShareLinkLabel
@MainActor func use_7d19bad8ad<PreviewImage: Transferable, PreviewIcon: Transferable, I: Transferable>(
    _ generics: (PreviewImage, PreviewIcon, I).Type
) {
    let _: ShareLink<CollectionOfOne<I>, PreviewImage, PreviewIcon, DefaultShareLinkLabel> = ShareLink(
        sample() as LocalizedStringKey,
        item: sample() as I,
        subject: sample() as Text?,
        message: sample() as Text?,
        preview: sample() as SharePreview<PreviewImage, PreviewIcon>
    )
    let _: ShareLink<CollectionOfOne<I>, PreviewImage, PreviewIcon, DefaultShareLinkLabel> = ShareLink(
        sample() as LocalizedStringKey,
        item: sample() as I,
        preview: sample() as SharePreview<PreviewImage, PreviewIcon>
    )
}

// u9ce0d033d2 ShareLink.init<S, I>(_: S, item: I, subject: Text?, message: Text?, preview: SharePreview<PreviewImage,
//   PreviewIcon>) where Data == CollectionOfOne<I>, S : StringProtocol, I : Transferable, Label ==
//   DefaultShareLinkLabel
@MainActor func use_9ce0d033d2<
    PreviewImage: Transferable,
    PreviewIcon: Transferable,
    S: StringProtocol,
    I: Transferable
>(
    _ generics: (PreviewImage, PreviewIcon, S, I).Type
) {
    let _: ShareLink<CollectionOfOne<I>, PreviewImage, PreviewIcon, DefaultShareLinkLabel> = ShareLink(
        sample() as S,
        item: sample() as I,
        subject: sample() as Text?,
        message: sample() as Text?,
        preview: sample() as SharePreview<PreviewImage, PreviewIcon>
    )
}

// u309b03c487 ShareLink.init<I>(_: Text, item: I, subject: Text?, message: Text?, preview: SharePreview<PreviewImage,
//   PreviewIcon>) where Data == CollectionOfOne<I>, I : Transferable, Label == DefaultShareLinkLabel
@MainActor func use_309b03c487<PreviewImage: Transferable, PreviewIcon: Transferable, I: Transferable>(
    _ generics: (PreviewImage, PreviewIcon, I).Type
) {
    let _: ShareLink<CollectionOfOne<I>, PreviewImage, PreviewIcon, DefaultShareLinkLabel> = ShareLink(
        sample() as Text,
        item: sample() as I,
        subject: sample() as Text?,
        message: sample() as Text?,
        preview: sample() as SharePreview<PreviewImage, PreviewIcon>
    )
    let _: ShareLink<CollectionOfOne<I>, PreviewImage, PreviewIcon, DefaultShareLinkLabel> = ShareLink(
        sample() as Text,
        item: sample() as I,
        preview: sample() as SharePreview<PreviewImage, PreviewIcon>
    )
}

// u77d1cca77f ShareLink.init(items: Data, subject: Text?, message: Text?) where PreviewImage == Never, PreviewIcon ==
//   Never, Label == DefaultShareLinkLabel, Data.Element == URL
@MainActor func use_77d1cca77f<Data: RandomAccessCollection>(
    _ generics: (Data).Type
) where Data.Element == URL, Data.Element : Transferable {
    let _: ShareLink<Data, Never, Never, DefaultShareLinkLabel> = ShareLink(
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?
    )
    let _: ShareLink<Data, Never, Never, DefaultShareLinkLabel> = ShareLink(items: sample() as Data)
}

// u3fe8e98a99 ShareLink.init(_: LocalizedStringKey, items: Data, subject: Text?, message: Text?) where PreviewImage ==
//   Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL
@MainActor func use_3fe8e98a99<Data: RandomAccessCollection>(
    _ generics: (Data).Type
) where Data.Element == URL, Data.Element : Transferable {
    let _: ShareLink<Data, Never, Never, DefaultShareLinkLabel> = ShareLink(
        sample() as LocalizedStringKey,
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?
    )
    let _: ShareLink<Data, Never, Never, DefaultShareLinkLabel> = ShareLink(
        sample() as LocalizedStringKey,
        items: sample() as Data
    )
}

// u0bd9467542 ShareLink.init<S>(_: S, items: Data, subject: Text?, message: Text?) where S : StringProtocol,
//   PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL
@MainActor func use_0bd9467542<Data: RandomAccessCollection, S: StringProtocol>(
    _ generics: (Data, S).Type
) where Data.Element == URL, Data.Element : Transferable {
    let _: ShareLink<Data, Never, Never, DefaultShareLinkLabel> = ShareLink(
        sample() as S,
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?
    )
}

// u602be59c99 ShareLink.init(_: Text, items: Data, subject: Text?, message: Text?) where PreviewImage == Never,
//   PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL
@MainActor func use_602be59c99<Data: RandomAccessCollection>(
    _ generics: (Data).Type
) where Data.Element == URL, Data.Element : Transferable {
    let _: ShareLink<Data, Never, Never, DefaultShareLinkLabel> = ShareLink(
        sample() as Text,
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?
    )
    let _: ShareLink<Data, Never, Never, DefaultShareLinkLabel> = ShareLink(sample() as Text, items: sample() as Data)
}

// u060c9b0c61 ShareLink.init(items: Data, subject: Text?, message: Text?) where PreviewImage == Never, PreviewIcon ==
//   Never, Label == DefaultShareLinkLabel, Data.Element == String
@MainActor func use_060c9b0c61<Data: RandomAccessCollection>(
    _ generics: (Data).Type
) where Data.Element == String, Data.Element : Transferable {
    let _: ShareLink<Data, Never, Never, DefaultShareLinkLabel> = ShareLink(
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?
    )
    let _: ShareLink<Data, Never, Never, DefaultShareLinkLabel> = ShareLink(items: sample() as Data)
}

// ub9c606f8e7 ShareLink.init(_: LocalizedStringKey, items: Data, subject: Text?, message: Text?) where PreviewImage ==
//   Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String
@MainActor func use_b9c606f8e7<Data: RandomAccessCollection>(
    _ generics: (Data).Type
) where Data.Element == String, Data.Element : Transferable {
    let _: ShareLink<Data, Never, Never, DefaultShareLinkLabel> = ShareLink(
        sample() as LocalizedStringKey,
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?
    )
    let _: ShareLink<Data, Never, Never, DefaultShareLinkLabel> = ShareLink(
        sample() as LocalizedStringKey,
        items: sample() as Data
    )
}

// u31e6191490 ShareLink.init<S>(_: S, items: Data, subject: Text?, message: Text?) where S : StringProtocol,
//   PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String
@MainActor func use_31e6191490<Data: RandomAccessCollection, S: StringProtocol>(
    _ generics: (Data, S).Type
) where Data.Element == String, Data.Element : Transferable {
    let _: ShareLink<Data, Never, Never, DefaultShareLinkLabel> = ShareLink(
        sample() as S,
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?
    )
}

// u1b5b5d37e1 ShareLink.init(_: Text, items: Data, subject: Text?, message: Text?) where PreviewImage == Never,
//   PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String
@MainActor func use_1b5b5d37e1<Data: RandomAccessCollection>(
    _ generics: (Data).Type
) where Data.Element == String, Data.Element : Transferable {
    let _: ShareLink<Data, Never, Never, DefaultShareLinkLabel> = ShareLink(
        sample() as Text,
        items: sample() as Data,
        subject: sample() as Text?,
        message: sample() as Text?
    )
    let _: ShareLink<Data, Never, Never, DefaultShareLinkLabel> = ShareLink(sample() as Text, items: sample() as Data)
}

// ud09b65844f ShareLink.init(item: URL, subject: Text?, message: Text?) where Data == CollectionOfOne<URL>,
//   PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel
@MainActor func use_d09b65844f() {
    let _: ShareLink<CollectionOfOne<URL>, Never, Never, DefaultShareLinkLabel> = ShareLink(
        item: sample() as URL,
        subject: sample() as Text?,
        message: sample() as Text?
    )
    let _: ShareLink<CollectionOfOne<URL>, Never, Never, DefaultShareLinkLabel> = ShareLink(item: sample() as URL)
}

// u788445fe85 ShareLink.init(item: String, subject: Text?, message: Text?) where Data == CollectionOfOne<String>,
//   PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel
@MainActor func use_788445fe85() {
    let _: ShareLink<CollectionOfOne<String>, Never, Never, DefaultShareLinkLabel> = ShareLink(
        item: sample() as String,
        subject: sample() as Text?,
        message: sample() as Text?
    )
    let _: ShareLink<CollectionOfOne<String>, Never, Never, DefaultShareLinkLabel> = ShareLink(item: sample() as String)
}

// u910c4baed1 ShareLink.init(_: LocalizedStringKey, item: URL, subject: Text?, message: Text?) where Data ==
//   CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel
@MainActor func use_910c4baed1() {
    let _: ShareLink<CollectionOfOne<URL>, Never, Never, DefaultShareLinkLabel> = ShareLink(
        sample() as LocalizedStringKey,
        item: sample() as URL,
        subject: sample() as Text?,
        message: sample() as Text?
    )
    let _: ShareLink<
        CollectionOfOne<URL>,
        Never,
        Never,
        DefaultShareLinkLabel
    > = ShareLink(sample() as LocalizedStringKey, item: sample() as URL)
}

// u2b746a72ac ShareLink.init(_: LocalizedStringKey, item: String, subject: Text?, message: Text?) where Data ==
//   CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel
@MainActor func use_2b746a72ac() {
    let _: ShareLink<CollectionOfOne<String>, Never, Never, DefaultShareLinkLabel> = ShareLink(
        sample() as LocalizedStringKey,
        item: sample() as String,
        subject: sample() as Text?,
        message: sample() as Text?
    )
    let _: ShareLink<
        CollectionOfOne<String>,
        Never,
        Never,
        DefaultShareLinkLabel
    > = ShareLink(sample() as LocalizedStringKey, item: sample() as String)
}

// uded8ea14ee ShareLink.init<S>(_: S, item: URL, subject: Text?, message: Text?) where Data == CollectionOfOne<URL>, S
//   : StringProtocol, PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel
@MainActor func use_ded8ea14ee<S: StringProtocol>(_ generics: (S).Type) {
    let _: ShareLink<CollectionOfOne<URL>, Never, Never, DefaultShareLinkLabel> = ShareLink(
        sample() as S,
        item: sample() as URL,
        subject: sample() as Text?,
        message: sample() as Text?
    )
}

// ub54d05603a ShareLink.init<S>(_: S, item: String, subject: Text?, message: Text?) where Data ==
//   CollectionOfOne<String>, S : StringProtocol, PreviewImage == Never, PreviewIcon == Never, Label ==
//   DefaultShareLinkLabel
@MainActor func use_b54d05603a<S: StringProtocol>(_ generics: (S).Type) {
    let _: ShareLink<CollectionOfOne<String>, Never, Never, DefaultShareLinkLabel> = ShareLink(
        sample() as S,
        item: sample() as String,
        subject: sample() as Text?,
        message: sample() as Text?
    )
}

// ua50022e297 ShareLink.init(_: Text, item: URL, subject: Text?, message: Text?) where Data == CollectionOfOne<URL>,
//   PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel
@MainActor func use_a50022e297() {
    let _: ShareLink<CollectionOfOne<URL>, Never, Never, DefaultShareLinkLabel> = ShareLink(
        sample() as Text,
        item: sample() as URL,
        subject: sample() as Text?,
        message: sample() as Text?
    )
    let _: ShareLink<
        CollectionOfOne<URL>,
        Never,
        Never,
        DefaultShareLinkLabel
    > = ShareLink(sample() as Text, item: sample() as URL)
}

// u4322b131bf ShareLink.init(_: Text, item: String, subject: Text?, message: Text?) where Data ==
//   CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel
@MainActor func use_4322b131bf() {
    let _: ShareLink<CollectionOfOne<String>, Never, Never, DefaultShareLinkLabel> = ShareLink(
        sample() as Text,
        item: sample() as String,
        subject: sample() as Text?,
        message: sample() as Text?
    )
    let _: ShareLink<
        CollectionOfOne<String>,
        Never,
        Never,
        DefaultShareLinkLabel
    > = ShareLink(sample() as Text, item: sample() as String)
}
