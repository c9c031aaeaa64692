// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u199eb57770 OffsetShape.init(shape: Content, offset: CGSize)
@MainActor func use_199eb57770<Content: Shape>(_ generics: (Content).Type) {
    let _: OffsetShape<Content> = OffsetShape(shape: sample() as Content, offset: sample() as CGSize)
}
