// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6c13177a9e NavigationViewStyle
@MainActor func use_6c13177a9e<T: NavigationViewStyle>(_ generics: (T).Type) {
    func accept<S: NavigationViewStyle>(_ type: S.Type) {}
    accept(T.self)
}
