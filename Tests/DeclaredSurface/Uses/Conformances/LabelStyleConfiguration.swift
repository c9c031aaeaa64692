// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua8c1cebc2d LabelStyleConfiguration.Title: View
@MainActor func use_a8c1cebc2d() {
    _ = LabelStyleConfiguration.Title.self
    func accept<T: View>(_ type: T.Type) {}
    accept(LabelStyleConfiguration.Title.self)
}

// u8858fb809a LabelStyleConfiguration.Icon: View
@MainActor func use_8858fb809a() {
    _ = LabelStyleConfiguration.Icon.self
    func accept<T: View>(_ type: T.Type) {}
    accept(LabelStyleConfiguration.Icon.self)
}
