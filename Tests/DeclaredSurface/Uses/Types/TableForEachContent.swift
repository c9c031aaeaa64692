// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue6b5aecbe7 TableForEachContent
@MainActor func use_e6b5aecbe7<Data: RandomAccessCollection>(
    _ generics: (Data).Type
) where Data.Element : Identifiable {
    let _: Any.Type = TableForEachContent<Data>.self
}
