// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue9312057b7 ModifiedContent: Equatable where Content : Equatable, Modifier : Equatable
@MainActor func use_e9312057b7<Content: Equatable, Modifier: Equatable>(_ generics: (Content, Modifier).Type) {
    _ = ModifiedContent<Content, Modifier>.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(ModifiedContent<Content, Modifier>.self)
}

// u3d66a46509 ModifiedContent: View where Content : View, Modifier : ViewModifier
@MainActor func use_3d66a46509<Content: View, Modifier: ViewModifier>(_ generics: (Content, Modifier).Type) {
    _ = ModifiedContent<Content, Modifier>.self
    func accept<T: View>(_ type: T.Type) {}
    accept(ModifiedContent<Content, Modifier>.self)
}

// u21b223d9aa ModifiedContent: ViewModifier where Content : ViewModifier, Modifier : ViewModifier
@MainActor func use_21b223d9aa<Content: ViewModifier, Modifier: ViewModifier>(_ generics: (Content, Modifier).Type) {
    _ = ModifiedContent<Content, Modifier>.self
    func accept<T: ViewModifier>(_ type: T.Type) {}
    accept(ModifiedContent<Content, Modifier>.self)
}

// u4cce9a70e4 ModifiedContent: DynamicViewContent where Content : DynamicViewContent, Modifier : ViewModifier
@MainActor func use_4cce9a70e4<Content: DynamicViewContent, Modifier: ViewModifier>(
    _ generics: (Content, Modifier).Type
) {
    _ = ModifiedContent<Content, Modifier>.self
    func accept<T: DynamicViewContent>(_ type: T.Type) {}
    accept(ModifiedContent<Content, Modifier>.self)
}

// u0f3edf8f54 ModifiedContent: TableRowContent where Content : TableRowContent, Modifier : _TableRowContentModifier
@MainActor func use_0f3edf8f54<Content: TableRowContent, Modifier: _TableRowContentModifier>(
    _ generics: (Content, Modifier).Type
) {
    _ = ModifiedContent<Content, Modifier>.self
    func accept<T: TableRowContent>(_ type: T.Type) {}
    accept(ModifiedContent<Content, Modifier>.self)
}

// uadea46720a ModifiedContent: DynamicTableRowContent where Content : DynamicTableRowContent, Modifier :
//   _TableRowContentModifier
@MainActor func use_adea46720a<Content: DynamicTableRowContent, Modifier: _TableRowContentModifier>(
    _ generics: (Content, Modifier).Type
) {
    _ = ModifiedContent<Content, Modifier>.self
    func accept<T: DynamicTableRowContent>(_ type: T.Type) {}
    accept(ModifiedContent<Content, Modifier>.self)
}
