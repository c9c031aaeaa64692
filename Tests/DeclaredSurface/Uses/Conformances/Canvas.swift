// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u52cb1d8243 Canvas: View
@MainActor func use_52cb1d8243<Symbols: View>(_ generics: (Symbols).Type) {
    _ = Canvas<Symbols>.self
    func accept<T: View>(_ type: T.Type) {}
    accept(Canvas<Symbols>.self)
}
