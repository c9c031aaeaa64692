import Foundation

/// A view showing a value within a range, drawn in iOS's default (linear
/// capacity) style: the label above a 6-point capsule track filled with the tint
/// up to the value, the minimum and maximum value labels at its ends.
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

    @Environment(\.resolvedTint) private var tint

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                label
                Spacer(minLength: 0)
                currentValueLabel
            }
            .font(.subheadline)
            HStack(spacing: 6) {
                minimumValueLabel.font(.caption)
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(ControlColors.track)
                        Capsule().fill(tint).frame(width: proxy.size.width * fraction)
                    }
                }
                .frame(height: 6)
                maximumValueLabel.font(.caption)
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

/// A gauge's look; every style draws the linear look in a still frame.
public protocol GaugeStyle {}
/// The default gauge style: the linear capacity look on iOS.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates the default gauge style.
    public init() {}
}
/// A gauge style that shows a bar filling from the leading edge as the value increases.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the linear capacity gauge style.
    public init() {}
}
/// A gauge style that shows an open ring with a marker at the value (drawn linear in a render).
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates the circular accessory gauge style.
    public init() {}
}
/// A gauge style that shows a closed ring filled up to the value (drawn linear in a render).
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates the circular capacity accessory gauge style.
    public init() {}
}
/// A gauge style that shows a bar with a marker at the value (drawn as a filled bar in a render).
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates the linear accessory gauge style.
    public init() {}
}
/// A gauge style that shows a bar filling from the leading edge as the value increases, sized for accessories.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the linear capacity accessory gauge style.
    public init() {}
}
extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge style.
    public static var automatic: Self { Self() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that shows a bar filling from the leading edge as the value increases.
    public static var linearCapacity: Self { Self() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that shows an open ring with a marker at the value (drawn linear in a render).
    public static var accessoryCircular: Self { Self() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that shows a closed ring filled up to the value (drawn linear in a render).
    public static var accessoryCircularCapacity: Self { Self() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that shows a bar with a marker at the value (drawn as a filled bar in a render).
    public static var accessoryLinear: Self { Self() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that shows a bar filling up to the value, sized for accessories (drawn linear in a render).
    public static var accessoryLinearCapacity: Self { Self() }
}

extension View {
    /// Sets the gauge style (drawn linear: see `Gauge`).
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
