// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufcd94dacfe static ListStyle.automatic where Self == DefaultListStyle
@MainActor func use_fcd94dacfe() {
    let _: DefaultListStyle = DefaultListStyle.automatic
    func accept<T: ListStyle>(_ value: T) {}
    accept(.automatic)
}

// u7979d9ca9e static ListStyle.sidebar where Self == SidebarListStyle
@MainActor func use_7979d9ca9e() {
    let _: SidebarListStyle = SidebarListStyle.sidebar
    func accept<T: ListStyle>(_ value: T) {}
    accept(.sidebar)
}

// u46d4fd1554 static ListStyle.insetGrouped where Self == InsetGroupedListStyle
@MainActor func use_46d4fd1554() {
    let _: InsetGroupedListStyle = InsetGroupedListStyle.insetGrouped
    func accept<T: ListStyle>(_ value: T) {}
    accept(.insetGrouped)
}

// ue6534b5610 static ListStyle.grouped where Self == GroupedListStyle
@MainActor func use_e6534b5610() {
    let _: GroupedListStyle = GroupedListStyle.grouped
    func accept<T: ListStyle>(_ value: T) {}
    accept(.grouped)
}

// u9ab82a886b static ListStyle.inset where Self == InsetListStyle
@MainActor func use_9ab82a886b() {
    let _: InsetListStyle = InsetListStyle.inset
    func accept<T: ListStyle>(_ value: T) {}
    accept(.inset)
}

// u0bd9e885eb static ListStyle.plain where Self == PlainListStyle
@MainActor func use_0bd9e885eb() {
    let _: PlainListStyle = PlainListStyle.plain
    func accept<T: ListStyle>(_ value: T) {}
    accept(.plain)
}
