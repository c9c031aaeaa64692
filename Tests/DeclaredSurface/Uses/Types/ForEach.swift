// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4b1bffa719 ForEach
@MainActor func use_4b1bffa719<Data: RandomAccessCollection, ID: Hashable, Content>(
    _ generics: (Data, ID, Content).Type
) {
    let _: Any.Type = ForEach<Data, ID, Content>.self
}
