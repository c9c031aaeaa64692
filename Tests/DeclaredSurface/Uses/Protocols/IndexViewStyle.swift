// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udb2affee91 IndexViewStyle
@MainActor func use_db2affee91<T: IndexViewStyle>(_ generics: (T).Type) {
    func accept<S: IndexViewStyle>(_ type: S.Type) {}
    accept(T.self)
}
