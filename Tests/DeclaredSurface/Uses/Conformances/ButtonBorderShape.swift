// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua78eeee4a1 ButtonBorderShape: InsettableShape
@MainActor func use_a78eeee4a1() {
    _ = ButtonBorderShape.self
    func accept<T: InsettableShape>(_ type: T.Type) {}
    accept(ButtonBorderShape.self)
}

// u79bfa19cd1 ButtonBorderShape: Shape
@MainActor func use_79bfa19cd1() {
    _ = ButtonBorderShape.self
    func accept<T: Shape>(_ type: T.Type) {}
    accept(ButtonBorderShape.self)
}
