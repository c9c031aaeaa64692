// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc6f7439939 UIViewControllerRepresentableContext
@MainActor func use_c6f7439939<Representable: UIViewControllerRepresentable>(_ generics: (Representable).Type) {
    let _: Any.Type = UIViewControllerRepresentableContext<Representable>.self
}
