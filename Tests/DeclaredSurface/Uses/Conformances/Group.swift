// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud5e54020d6 Group: AccessibilityRotorContent where Content : AccessibilityRotorContent
@MainActor func use_d5e54020d6<Content: AccessibilityRotorContent>(_ generics: (Content).Type) {
    _ = Group<Content>.self
    func accept<T: AccessibilityRotorContent>(_ type: T.Type) {}
    accept(Group<Content>.self)
}

// u7321b0669b Group: ToolbarContent where Content : ToolbarContent
@MainActor func use_7321b0669b<Content: ToolbarContent>(_ generics: (Content).Type) {
    _ = Group<Content>.self
    func accept<T: ToolbarContent>(_ type: T.Type) {}
    accept(Group<Content>.self)
}

// u81ae9d964a Group: CustomizableToolbarContent where Content : CustomizableToolbarContent
@MainActor func use_81ae9d964a<Content: CustomizableToolbarContent>(_ generics: (Content).Type) {
    _ = Group<Content>.self
    func accept<T: CustomizableToolbarContent>(_ type: T.Type) {}
    accept(Group<Content>.self)
}

// u38c80b29f4 Group: TableColumnContent where Content : TableColumnContent
@MainActor func use_38c80b29f4<Content: TableColumnContent>(_ generics: (Content).Type) {
    _ = Group<Content>.self
    func accept<T: TableColumnContent>(_ type: T.Type) {}
    accept(Group<Content>.self)
}

// u2a1103129e Group: TableRowContent where Content : TableRowContent
@MainActor func use_2a1103129e<Content: TableRowContent>(_ generics: (Content).Type) {
    _ = Group<Content>.self
    func accept<T: TableRowContent>(_ type: T.Type) {}
    accept(Group<Content>.self)
}

// uefefeea903 Group: View where Content : View
@MainActor func use_efefeea903<Content: View>(_ generics: (Content).Type) {
    _ = Group<Content>.self
    func accept<T: View>(_ type: T.Type) {}
    accept(Group<Content>.self)
}
