// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uef44e25175 UIViewRepresentableContext: Sendable
@MainActor func use_ef44e25175<Representable: UIViewRepresentable>(_ generics: (Representable).Type) {
    _ = UIViewRepresentableContext<Representable>.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(UIViewRepresentableContext<Representable>.self)
}
