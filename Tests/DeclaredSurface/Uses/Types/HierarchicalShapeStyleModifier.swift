// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u51bdbda837 HierarchicalShapeStyleModifier
@MainActor func use_51bdbda837<Base: ShapeStyle>(_ generics: (Base).Type) {
    let _: Any.Type = HierarchicalShapeStyleModifier<Base>.self
}
