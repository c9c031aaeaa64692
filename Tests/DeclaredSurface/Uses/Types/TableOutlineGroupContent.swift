// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8bb337d5e0 TableOutlineGroupContent
@MainActor func use_8bb337d5e0<Data: RandomAccessCollection>(
    _ generics: (Data).Type
) where Data.Element : Identifiable {
    let _: Any.Type = TableOutlineGroupContent<Data>.self
}
