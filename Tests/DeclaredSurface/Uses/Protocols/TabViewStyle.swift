// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2539182b7e TabViewStyle
@MainActor func use_2539182b7e<T: TabViewStyle>(_ generics: (T).Type) {
    func accept<S: TabViewStyle>(_ type: S.Type) {}
    accept(T.self)
}
