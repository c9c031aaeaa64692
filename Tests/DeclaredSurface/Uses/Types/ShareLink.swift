// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u99cfcdcef9 ShareLink
@MainActor func use_99cfcdcef9<
    Data: RandomAccessCollection,
    PreviewImage: Transferable,
    PreviewIcon: Transferable,
    Label: View
>(
    _ generics: (Data, PreviewImage, PreviewIcon, Label).Type
) where Data.Element : Transferable {
    let _: Any.Type = ShareLink<Data, PreviewImage, PreviewIcon, Label>.self
}
