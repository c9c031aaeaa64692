// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u893cef2ba5 EditActions
@MainActor func use_893cef2ba5<Data>(_ generics: (Data).Type) {
    let _: Any.Type = EditActions<Data>.self
}
