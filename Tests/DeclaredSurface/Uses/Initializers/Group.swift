// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6de6654217 Group.init(content: () -> Content) where Content : AccessibilityRotorContent
@MainActor func use_6de6654217<Content: AccessibilityRotorContent>(_ generics: (Content).Type) {
    let _: Group<Content> = Group(content: sample() as () -> Content)
}

// uc85485b615 Group.init(content: () -> Content) where Content : ToolbarContent
@MainActor func use_c85485b615<Content: ToolbarContent>(_ generics: (Content).Type) {
    let _: Group<Content> = Group(content: sample() as () -> Content)
}

// uf2da3cdbde Group.init(content: () -> Content) where Content : CustomizableToolbarContent
@MainActor func use_f2da3cdbde<Content: CustomizableToolbarContent>(_ generics: (Content).Type) {
    let _: Group<Content> = Group(content: sample() as () -> Content)
}

// u50c9c803cf Group.init<R, C>(content: () -> Content) where R == Content.TableRowValue, C ==
//   Content.TableColumnSortComparator, Content : TableColumnContent
@MainActor func use_50c9c803cf<Content: TableColumnContent>(_ generics: (Content).Type) {
    let _: Group<Content> = Group(content: sample() as () -> Content)
}

// u154785abf1 Group.init<R>(content: () -> Content) where R == Content.TableRowValue, Content : TableRowContent
@MainActor func use_154785abf1<Content: TableRowContent>(_ generics: (Content).Type) {
    let _: Group<Content> = Group(content: sample() as () -> Content)
}

// u485c8f0b3a Group.init(content: () -> Content) where Content : View
@MainActor func use_485c8f0b3a<Content: View>(_ generics: (Content).Type) {
    let _: Group<Content> = Group(content: sample() as () -> Content)
    let _: Group<_> = Group(content: { Text(""); Text("") })
}
