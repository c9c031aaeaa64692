// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub6a5f5488b AXChartDescriptorRepresentable.makeChartDescriptor()
@MainActor func use_b6a5f5488b<Self_: AXChartDescriptorRepresentable>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: AXChartDescriptor = subject.makeChartDescriptor()
}

// u1d15de645e AXChartDescriptorRepresentable.updateChartDescriptor(_: AXChartDescriptor)
@MainActor func use_1d15de645e<Self_: AXChartDescriptorRepresentable>(_ subject: Self_, _ generics: (Self_).Type) {
    subject.updateChartDescriptor(sample() as AXChartDescriptor)
}
