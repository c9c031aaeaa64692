// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u05f384f96c VisualEffect
@MainActor func use_05f384f96c<T: VisualEffect>(_ generics: (T).Type) {
    func accept<S: VisualEffect>(_ type: S.Type) {}
    accept(T.self)
}
