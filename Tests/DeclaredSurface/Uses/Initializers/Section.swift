// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u00ca1f14da Section.init<V, H>(content: () -> Content, header: () -> H) where Parent == TableHeaderRowContent<V, H>,
//   Footer == EmptyTableRowContent<V>, V == Content.TableRowValue, H : View, Parent : TableRowContent, Content :
//   TableRowContent, Footer : TableRowContent
@MainActor func use_00ca1f14da<Content: TableRowContent, H: View>(_ generics: (Content, H).Type) {
    let _: Section<
        TableHeaderRowContent<Content.TableRowValue, H>,
        Content,
        EmptyTableRowContent<Content.TableRowValue>
    > = Section(content: sample() as () -> Content, header: sample() as () -> H)
    let _: Section<
        TableHeaderRowContent<Content.TableRowValue, _>,
        Content,
        EmptyTableRowContent<Content.TableRowValue>
    > = Section(content: sample() as () -> Content, header: { Text(""); Text("") })
}

// udf20333298 Section.init<V>(_: LocalizedStringKey, content: () -> Content) where Parent == TableHeaderRowContent<V,
//   Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue, Parent : TableRowContent, Content :
//   TableRowContent, Footer : TableRowContent
@MainActor func use_df20333298<Content: TableRowContent>(_ generics: (Content).Type) {
    let _: Section<
        TableHeaderRowContent<Content.TableRowValue, Text>,
        Content,
        EmptyTableRowContent<Content.TableRowValue>
    > = Section(sample() as LocalizedStringKey, content: sample() as () -> Content)
}

// u1650de6b80 Section.init<V, S>(_: S, content: () -> Content) where Parent == TableHeaderRowContent<V, Text>, Footer
//   == EmptyTableRowContent<V>, V == Content.TableRowValue, S : StringProtocol, Parent : TableRowContent, Content :
//   TableRowContent, Footer : TableRowContent
@MainActor func use_1650de6b80<Content: TableRowContent, S: StringProtocol>(_ generics: (Content, S).Type) {
    let _: Section<
        TableHeaderRowContent<Content.TableRowValue, Text>,
        Content,
        EmptyTableRowContent<Content.TableRowValue>
    > = Section(sample() as S, content: sample() as () -> Content)
}

// ub581df8b74 Section.init<V>(content: () -> Content) where Parent == EmptyTableRowContent<V>, Footer ==
//   EmptyTableRowContent<V>, V == Content.TableRowValue, Parent : TableRowContent, Content : TableRowContent, Footer :
//   TableRowContent
@MainActor func use_b581df8b74<Content: TableRowContent>(_ generics: (Content).Type) {
    let _: Section<
        EmptyTableRowContent<Content.TableRowValue>,
        Content,
        EmptyTableRowContent<Content.TableRowValue>
    > = Section(content: sample() as () -> Content)
}

// ue5be022a05 Section.init<V, H>(isExpanded: Binding<Bool>, content: () -> Content, header: () -> H) where Parent ==
//   TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue, H : View, Parent :
//   TableRowContent, Content : TableRowContent
@MainActor func use_e5be022a05<Content: TableRowContent, H: View>(_ generics: (Content, H).Type) {
    let _: Section<
        TableHeaderRowContent<Content.TableRowValue, H>,
        Content,
        EmptyTableRowContent<Content.TableRowValue>
    > = Section(
        isExpanded: sample() as Binding<Bool>,
        content: sample() as () -> Content,
        header: sample() as () -> H
    )
    let _: Section<
        TableHeaderRowContent<Content.TableRowValue, _>,
        Content,
        EmptyTableRowContent<Content.TableRowValue>
    > = Section(
        isExpanded: sample() as Binding<Bool>,
        content: sample() as () -> Content,
        header: { Text(""); Text("") }
    )
}

// u48e934d973 Section.init<V>(_: LocalizedStringKey, isExpanded: Binding<Bool>, content: () -> Content) where Parent ==
//   TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue, Parent :
//   TableRowContent, Content : TableRowContent
@MainActor func use_48e934d973<Content: TableRowContent>(_ generics: (Content).Type) {
    let _: Section<
        TableHeaderRowContent<Content.TableRowValue, Text>,
        Content,
        EmptyTableRowContent<Content.TableRowValue>
    > = Section(
        sample() as LocalizedStringKey,
        isExpanded: sample() as Binding<Bool>,
        content: sample() as () -> Content
    )
}

// u76f7cc8421 Section.init<V, S>(_: S, isExpanded: Binding<Bool>, content: () -> Content) where Parent ==
//   TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue, S : StringProtocol,
//   Parent : TableRowContent, Content : TableRowContent
@MainActor func use_76f7cc8421<Content: TableRowContent, S: StringProtocol>(_ generics: (Content, S).Type) {
    let _: Section<
        TableHeaderRowContent<Content.TableRowValue, Text>,
        Content,
        EmptyTableRowContent<Content.TableRowValue>
    > = Section(sample() as S, isExpanded: sample() as Binding<Bool>, content: sample() as () -> Content)
}

// ue0684a5a42 Section.init(content: () -> Content, header: () -> Parent, footer: () -> Footer) where Parent : View,
//   Content : View, Footer : View
@MainActor func use_e0684a5a42<Parent: View, Content: View, Footer: View>(_ generics: (Parent, Content, Footer).Type) {
    let _: Section<Parent, Content, Footer> = Section(
        content: sample() as () -> Content,
        header: sample() as () -> Parent,
        footer: sample() as () -> Footer
    )
    let _: Section<_, _, _> = Section(
        content: { Text(""); Text("") },
        header: { Text(""); Text("") },
        footer: { Text(""); Text("") }
    )
}

// u7bdb16bf28 Section.init(content: () -> Content, footer: () -> Footer) where Parent == EmptyView, Content : View,
//   Footer : View
@MainActor func use_7bdb16bf28<Content: View, Footer: View>(_ generics: (Content, Footer).Type) {
    let _: Section<EmptyView, Content, Footer> = Section(
        content: sample() as () -> Content,
        footer: sample() as () -> Footer
    )
    let _: Section<EmptyView, _, _> = Section(content: { Text(""); Text("") }, footer: { Text(""); Text("") })
}

// u87d791138c Section.init(content: () -> Content, header: () -> Parent) where Parent : View, Content : View, Footer ==
//   EmptyView
@MainActor func use_87d791138c<Parent: View, Content: View>(_ generics: (Parent, Content).Type) {
    let _: Section<Parent, Content, EmptyView> = Section(
        content: sample() as () -> Content,
        header: sample() as () -> Parent
    )
    let _: Section<_, _, EmptyView> = Section(content: { Text(""); Text("") }, header: { Text(""); Text("") })
}

// u903b385114 Section.init(content: () -> Content) where Parent == EmptyView, Content : View, Footer == EmptyView
@MainActor func use_903b385114<Content: View>(_ generics: (Content).Type) {
    let _: Section<EmptyView, Content, EmptyView> = Section(content: sample() as () -> Content)
    let _: Section<EmptyView, _, EmptyView> = Section(content: { Text(""); Text("") })
}

// u018a580fd6 Section.init(_: LocalizedStringKey, content: () -> Content) where Parent == Text, Content : View, Footer
//   == EmptyView
@MainActor func use_018a580fd6<Content: View>(_ generics: (Content).Type) {
    let _: Section<Text, Content, EmptyView> = Section(
        sample() as LocalizedStringKey,
        content: sample() as () -> Content
    )
    let _: Section<Text, _, EmptyView> = Section(sample() as LocalizedStringKey, content: { Text(""); Text("") })
}

// u48adf6dc83 Section.init<S>(_: S, content: () -> Content) where S : StringProtocol, Parent == Text, Content : View,
//   Footer == EmptyView
@MainActor func use_48adf6dc83<Content: View, S: StringProtocol>(_ generics: (Content, S).Type) {
    let _: Section<Text, Content, EmptyView> = Section(sample() as S, content: sample() as () -> Content)
    let _: Section<Text, _, EmptyView> = Section(sample() as S, content: { Text(""); Text("") })
}

// u72504c6c63 Section.init(_: LocalizedStringKey, isExpanded: Binding<Bool>, content: () -> Content) where Parent ==
//   Text, Content : View, Footer == EmptyView
@MainActor func use_72504c6c63<Content: View>(_ generics: (Content).Type) {
    let _: Section<Text, Content, EmptyView> = Section(
        sample() as LocalizedStringKey,
        isExpanded: sample() as Binding<Bool>,
        content: sample() as () -> Content
    )
    let _: Section<Text, _, EmptyView> = Section(
        sample() as LocalizedStringKey,
        isExpanded: sample() as Binding<Bool>,
        content: { Text(""); Text("") }
    )
}

// uc9194ee0ad Section.init<S>(_: S, isExpanded: Binding<Bool>, content: () -> Content) where S : StringProtocol, Parent
//   == Text, Content : View, Footer == EmptyView
@MainActor func use_c9194ee0ad<Content: View, S: StringProtocol>(_ generics: (Content, S).Type) {
    let _: Section<Text, Content, EmptyView> = Section(
        sample() as S,
        isExpanded: sample() as Binding<Bool>,
        content: sample() as () -> Content
    )
    let _: Section<Text, _, EmptyView> = Section(
        sample() as S,
        isExpanded: sample() as Binding<Bool>,
        content: { Text(""); Text("") }
    )
}

// u5b02cde28d Section.init(isExpanded: Binding<Bool>, content: () -> Content, header: () -> Parent) where Parent :
//   View, Content : View, Footer == EmptyView
@MainActor func use_5b02cde28d<Parent: View, Content: View>(_ generics: (Parent, Content).Type) {
    let _: Section<Parent, Content, EmptyView> = Section(
        isExpanded: sample() as Binding<Bool>,
        content: sample() as () -> Content,
        header: sample() as () -> Parent
    )
    let _: Section<_, _, EmptyView> = Section(
        isExpanded: sample() as Binding<Bool>,
        content: { Text(""); Text("") },
        header: { Text(""); Text("") }
    )
}

// ueb7e79d1bf Section.init(header: Parent, footer: Footer, content: () -> Content) where Parent : View, Content : View,
//   Footer : View
@MainActor func use_eb7e79d1bf<Parent: View, Content: View, Footer: View>(_ generics: (Parent, Content, Footer).Type) {
    let _: Section<Parent, Content, Footer> = Section(
        header: sample() as Parent,
        footer: sample() as Footer,
        content: sample() as () -> Content
    )
    let _: Section<Parent, _, Footer> = Section(
        header: sample() as Parent,
        footer: sample() as Footer,
        content: { Text(""); Text("") }
    )
}

// u26c14fdec9 Section.init(footer: Footer, content: () -> Content) where Parent == EmptyView, Content : View, Footer :
//   View
@MainActor func use_26c14fdec9<Content: View, Footer: View>(_ generics: (Content, Footer).Type) {
    let _: Section<EmptyView, Content, Footer> = Section(footer: sample() as Footer, content: sample() as () -> Content)
    let _: Section<EmptyView, _, Footer> = Section(footer: sample() as Footer, content: { Text(""); Text("") })
}

// u45090bdeeb Section.init(header: Parent, content: () -> Content) where Parent : View, Content : View, Footer ==
//   EmptyView
@MainActor func use_45090bdeeb<Parent: View, Content: View>(_ generics: (Parent, Content).Type) {
    let _: Section<Parent, Content, EmptyView> = Section(header: sample() as Parent, content: sample() as () -> Content)
    let _: Section<Parent, _, EmptyView> = Section(header: sample() as Parent, content: { Text(""); Text("") })
}
