// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf4950aa9a0 PresentedWindowContent
@MainActor func use_f4950aa9a0<Data: Decodable & Encodable & Hashable, Content: View>(
    _ generics: (Data, Content).Type
) {
    let _: Any.Type = PresentedWindowContent<Data, Content>.self
}
