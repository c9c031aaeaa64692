// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf3228233ec UIViewControllerRepresentableContext: Sendable
@MainActor func use_f3228233ec<Representable: UIViewControllerRepresentable>(_ generics: (Representable).Type) {
    _ = UIViewControllerRepresentableContext<Representable>.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(UIViewControllerRepresentableContext<Representable>.self)
}
