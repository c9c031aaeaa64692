// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0bc8cc49ec TextFieldStyle
@MainActor func use_0bc8cc49ec<T: TextFieldStyle>(_ generics: (T).Type) {
    func accept<S: TextFieldStyle>(_ type: S.Type) {}
    accept(T.self)
}
