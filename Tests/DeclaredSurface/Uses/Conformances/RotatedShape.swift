// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u352c9fcded RotatedShape: InsettableShape where Content : InsettableShape
@MainActor func use_352c9fcded<Content: InsettableShape & Shape>(_ generics: (Content).Type) {
    _ = RotatedShape<Content>.self
    func accept<T: InsettableShape>(_ type: T.Type) {}
    accept(RotatedShape<Content>.self)
}
