// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf9775a6e13 SecureField
@MainActor func use_f9775a6e13<Label: View>(_ generics: (Label).Type) {
    let _: Any.Type = SecureField<Label>.self
}
