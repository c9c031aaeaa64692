// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua8833a12e2 InsettableShape.InsetShape
@MainActor func use_a8833a12e2<Self_: InsettableShape>(_ generics: (Self_).Type) {
    _ = Self_.InsetShape.self
    func accept0<T: InsettableShape>(_ type: T.Type) {}
    accept0(Self_.InsetShape.self)
}
