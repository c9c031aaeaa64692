// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua3f80b87a4 Canvas
@MainActor func use_a3f80b87a4<Symbols: View>(_ generics: (Symbols).Type) {
    let _: Any.Type = Canvas<Symbols>.self
}
