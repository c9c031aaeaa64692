// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6586abea4f static SymbolRenderingMode.monochrome
@MainActor func use_6586abea4f() {
    let _: SymbolRenderingMode = SymbolRenderingMode.monochrome
}

// u74a98bd914 static SymbolRenderingMode.multicolor
@MainActor func use_74a98bd914() {
    let _: SymbolRenderingMode = SymbolRenderingMode.multicolor
}

// u15300092f8 static SymbolRenderingMode.hierarchical
@MainActor func use_15300092f8() {
    let _: SymbolRenderingMode = SymbolRenderingMode.hierarchical
}

// u1b62ced1be static SymbolRenderingMode.palette
@MainActor func use_1b62ced1be() {
    let _: SymbolRenderingMode = SymbolRenderingMode.palette
}
