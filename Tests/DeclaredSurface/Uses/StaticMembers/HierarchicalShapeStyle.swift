// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue0626fda85 static HierarchicalShapeStyle.primary
@MainActor func use_e0626fda85() {
    let _: HierarchicalShapeStyle = HierarchicalShapeStyle.primary
}

// u3f5ad14562 static HierarchicalShapeStyle.secondary
@MainActor func use_3f5ad14562() {
    let _: HierarchicalShapeStyle = HierarchicalShapeStyle.secondary
}

// u69a822dded static HierarchicalShapeStyle.tertiary
@MainActor func use_69a822dded() {
    let _: HierarchicalShapeStyle = HierarchicalShapeStyle.tertiary
}

// ua7e1258225 static HierarchicalShapeStyle.quaternary
@MainActor func use_a7e1258225() {
    let _: HierarchicalShapeStyle = HierarchicalShapeStyle.quaternary
}
