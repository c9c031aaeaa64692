// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1b06126f10 ToolbarItem: CustomizableToolbarContent where ID == String
@MainActor func use_1b06126f10<Content: View>(_ generics: (Content).Type) {
    _ = ToolbarItem<String, Content>.self
    func accept<T: CustomizableToolbarContent>(_ type: T.Type) {}
    accept(ToolbarItem<String, Content>.self)
}

// ue0bed07513 ToolbarItem: Identifiable where ID : Hashable
@MainActor func use_e0bed07513<ID: Hashable, Content: View>(_ generics: (ID, Content).Type) {
    _ = ToolbarItem<ID, Content>.self
    func accept<T: Identifiable>(_ type: T.Type) {}
    accept(ToolbarItem<ID, Content>.self)
}
