// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue470b1a9af Optional: ToolbarContent where Wrapped : ToolbarContent
@MainActor func use_e470b1a9af<Wrapped: ToolbarContent>(_ generics: (Wrapped).Type) {
    _ = Optional<Wrapped>.self
    func accept<T: ToolbarContent>(_ type: T.Type) {}
    accept(Optional<Wrapped>.self)
}

// u902809e3ad Optional: CustomizableToolbarContent where Wrapped : CustomizableToolbarContent
@MainActor func use_902809e3ad<Wrapped: CustomizableToolbarContent>(_ generics: (Wrapped).Type) {
    _ = Optional<Wrapped>.self
    func accept<T: CustomizableToolbarContent>(_ type: T.Type) {}
    accept(Optional<Wrapped>.self)
}

// u9c44d14f55 Optional: Gesture where Wrapped : Gesture
@MainActor func use_9c44d14f55<Wrapped: Gesture>(_ generics: (Wrapped).Type) {
    _ = Optional<Wrapped>.self
    func accept<T: Gesture>(_ type: T.Type) {}
    accept(Optional<Wrapped>.self)
}

// u8946f29100 Optional: View where Wrapped : View
@MainActor func use_8946f29100<Wrapped: View>(_ generics: (Wrapped).Type) {
    _ = Optional<Wrapped>.self
    func accept<T: View>(_ type: T.Type) {}
    accept(Optional<Wrapped>.self)
}

// uc6ac73b4a4 Optional: TableRowContent where Wrapped : TableRowContent
@MainActor func use_c6ac73b4a4<Wrapped: TableRowContent>(_ generics: (Wrapped).Type) {
    _ = Optional<Wrapped>.self
    func accept<T: TableRowContent>(_ type: T.Type) {}
    accept(Optional<Wrapped>.self)
}
