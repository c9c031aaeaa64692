// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uce1421de26 static TableColumnCustomizationBehavior.all
@MainActor func use_ce1421de26() {
    let _: TableColumnCustomizationBehavior = TableColumnCustomizationBehavior.all
}

// u344977a748 static TableColumnCustomizationBehavior.reorder
@MainActor func use_344977a748() {
    let _: TableColumnCustomizationBehavior = TableColumnCustomizationBehavior.reorder
}

// u47a0788cd7 static TableColumnCustomizationBehavior.resize
@MainActor func use_47a0788cd7() {
    let _: TableColumnCustomizationBehavior = TableColumnCustomizationBehavior.resize
}

// u6b0b7cc5ec static TableColumnCustomizationBehavior.visibility
@MainActor func use_6b0b7cc5ec() {
    let _: TableColumnCustomizationBehavior = TableColumnCustomizationBehavior.visibility
}
