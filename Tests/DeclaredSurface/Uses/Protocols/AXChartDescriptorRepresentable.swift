// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub30b83fcca AXChartDescriptorRepresentable
private struct Conformer_b30b83fcca: AXChartDescriptorRepresentable {
    func makeChartDescriptor() -> AXChartDescriptor { sample() }
}
