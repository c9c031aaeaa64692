// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue612364c5b TableHeaderRowContent
@MainActor func use_e612364c5b<Value: Identifiable, Content: View>(_ generics: (Value, Content).Type) {
    let _: Any.Type = TableHeaderRowContent<Value, Content>.self
}
