import Foundation

/// A view showing a value within a range, drawn in iOS's default (linear
/// capacity) style: the label above a 6-point capsule track filled with the tint
/// up to the value, the minimum and maximum value labels at its ends. Every built-in
/// gauge style draws this look in a render; a custom `GaugeStyle` draws its own body.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View
{
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?

    /// Creates a gauge showing a value within a range, with labels for its purpose, current value and bounds.
    ///
    /// - Parameters:
    ///   - value: The value shown; values outside `bounds` are drawn at the nearer end.
    ///   - bounds: The range of valid values; `0...1` by default.
    ///   - label: The view that describes the gauge's purpose, above the track at the leading edge.
    ///   - currentValueLabel: The view that describes the current value, above the track at the trailing edge.
    ///   - minimumValueLabel: The view that describes the lower bound, at the track's leading end.
    ///   - maximumValueLabel: The view that describes the upper bound, at the track's trailing end.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel)
        where MarkedValueLabels == EmptyView {
        fraction = Slider<EmptyView, EmptyView>.fraction(value, bounds)
        self.label = label(); self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }
    /// Creates a gauge with labels for its purpose, current value, bounds and marked values (the marks are
    /// not drawn by the linear capacity look, as on iOS).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        fraction = Slider<EmptyView, EmptyView>.fraction(value, bounds)
        self.label = label(); self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }
    /// Creates a gauge with labels for its purpose, current value and marked values (the marks are not drawn
    /// by the linear capacity look, as on iOS).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels)
        where BoundsLabel == EmptyView {
        fraction = Slider<EmptyView, EmptyView>.fraction(value, bounds)
        self.label = label(); self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil; maximumValueLabel = nil
    }

    @Environment(\.gaugeStyleBox) private var style
    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(AnyView(label)),
            currentValueLabel: currentValueLabel.map { .init(AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(AnyView($0)) })
        if let style { style.makeBody(configuration) } else { GaugeBody(configuration: configuration) }
    }
}

/// iOS's linear capacity gauge: the label and current value above a 6-point capsule track filled with the
/// tint up to the value, the bound labels at its ends.
nonisolated struct GaugeBody: View {
    let configuration: GaugeStyleConfiguration
    @Environment(\.resolvedTint) private var tint

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                configuration.label
                Spacer(minLength: 0)
                configuration.currentValueLabel
            }
            .font(.subheadline)
            HStack(spacing: 6) {
                configuration.minimumValueLabel.font(.caption)
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(ControlColors.track)
                        Capsule().fill(tint).frame(width: proxy.size.width * configuration.value)
                    }
                }
                .frame(height: 6)
                configuration.maximumValueLabel.font(.caption)
            }
        }
    }
}
extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range, with a label for its purpose.
    ///
    /// - Parameters:
    ///   - value: The value shown; values outside `bounds` are drawn at the nearer end.
    ///   - bounds: The range of valid values; `0...1` by default.
    ///   - label: The view that describes the gauge's purpose, above the track.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Slider<EmptyView, EmptyView>.fraction(value, bounds)
        self.label = label(); currentValueLabel = nil; minimumValueLabel = nil; maximumValueLabel = nil
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range, with labels for its purpose and current value.
    ///
    /// - Parameters:
    ///   - value: The value shown; values outside `bounds` are drawn at the nearer end.
    ///   - bounds: The range of valid values; `0...1` by default.
    ///   - label: The view that describes the gauge's purpose, above the track at the leading edge.
    ///   - currentValueLabel: The view that describes the current value, above the track at the trailing edge.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Slider<EmptyView, EmptyView>.fraction(value, bounds)
        self.label = label(); self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil; maximumValueLabel = nil
    }
}
