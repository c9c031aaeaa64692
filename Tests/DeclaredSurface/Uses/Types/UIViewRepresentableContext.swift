// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc228cdd713 UIViewRepresentableContext
@MainActor func use_c228cdd713<Representable: UIViewRepresentable>(_ generics: (Representable).Type) {
    let _: Any.Type = UIViewRepresentableContext<Representable>.self
}
