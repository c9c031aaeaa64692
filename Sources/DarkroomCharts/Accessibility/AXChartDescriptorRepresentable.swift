import Foundation

// Audio-graph descriptors (Apple's Accessibility framework), which most public chart
// code attaches with `accessibilityChartDescriptor(_:)`. A still image has no VoiceOver:
// the descriptors are kept as values, so such code compiles; nothing is drawn from them.

/// A type that describes its chart for assistive technologies.
public protocol AXChartDescriptorRepresentable {
    /// The chart's descriptor.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Updates an existing descriptor (the default does nothing).
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

nonisolated extension AXChartDescriptorRepresentable {
    /// Updates the descriptor when the chart changes; a still frame never calls it.
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

nonisolated extension View {
    /// Attaches an audio-graph descriptor; a still render keeps the view as it is.
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
        self
    }
}
