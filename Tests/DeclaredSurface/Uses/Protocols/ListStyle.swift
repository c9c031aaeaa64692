// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8e7b8fd7e6 ListStyle
@MainActor func use_8e7b8fd7e6<T: ListStyle>(_ generics: (T).Type) {
    func accept<S: ListStyle>(_ type: S.Type) {}
    accept(T.self)
}
