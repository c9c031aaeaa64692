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
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Slider<EmptyView, EmptyView>.fraction(value, bounds)
        self.label = label(); currentValueLabel = nil; minimumValueLabel = nil; maximumValueLabel = nil
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Slider<EmptyView, EmptyView>.fraction(value, bounds)
        self.label = label(); self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil; maximumValueLabel = nil
    }
}

/// A gauge's look; every style draws the linear look in a still frame.
public protocol GaugeStyle {}
nonisolated public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {} }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: Self { Self() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: Self { Self() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: Self { Self() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: Self { Self() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: Self { Self() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: Self { Self() }
}

extension View {
    /// Sets the gauge style (drawn linear: see `Gauge`).
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
