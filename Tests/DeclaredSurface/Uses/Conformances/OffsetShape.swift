// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u967a8ffcd4 OffsetShape: InsettableShape where Content : InsettableShape
@MainActor func use_967a8ffcd4<Content: InsettableShape & Shape>(_ generics: (Content).Type) {
    _ = OffsetShape<Content>.self
    func accept<T: InsettableShape>(_ type: T.Type) {}
    accept(OffsetShape<Content>.self)
}
