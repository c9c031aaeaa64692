// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucf0a0e11f2 Section: TableRowContent where Parent : TableRowContent, Content : TableRowContent, Footer :
//   TableRowContent
@MainActor func use_cf0a0e11f2<Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent>(
    _ generics: (Parent, Content, Footer).Type
) {
    _ = Section<Parent, Content, Footer>.self
    func accept<T: TableRowContent>(_ type: T.Type) {}
    accept(Section<Parent, Content, Footer>.self)
}

// u952ec5d194 Section: View where Parent : View, Content : View, Footer : View
@MainActor func use_952ec5d194<Parent: View, Content: View, Footer: View>(_ generics: (Parent, Content, Footer).Type) {
    _ = Section<Parent, Content, Footer>.self
    func accept<T: View>(_ type: T.Type) {}
    accept(Section<Parent, Content, Footer>.self)
}
