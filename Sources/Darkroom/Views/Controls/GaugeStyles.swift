import Foundation

/// The default gauge style: the linear capacity look on iOS.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates the default gauge style.
    public init() {}
    /// The linear capacity look for `configuration` (see `Gauge`).
    public func makeBody(configuration: Configuration) -> some View {
        GaugeBody(configuration: configuration)
    }
}
/// A gauge style that shows a bar filling from the leading edge as the value increases.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the linear capacity gauge style.
    public init() {}
    /// The linear capacity look for `configuration` (see `Gauge`).
    public func makeBody(configuration: Configuration) -> some View {
        GaugeBody(configuration: configuration)
    }
}
/// A gauge style that shows an open ring with a marker at the value (drawn linear in a render).
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates the circular accessory gauge style.
    public init() {}
    /// The linear capacity look for `configuration` (see `Gauge`).
    public func makeBody(configuration: Configuration) -> some View {
        GaugeBody(configuration: configuration)
    }
}
/// A gauge style that shows a closed ring filled up to the value (drawn linear in a render).
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates the circular capacity accessory gauge style.
    public init() {}
    /// The linear capacity look for `configuration` (see `Gauge`).
    public func makeBody(configuration: Configuration) -> some View {
        GaugeBody(configuration: configuration)
    }
}
/// A gauge style that shows a bar with a marker at the value (drawn as a filled bar in a render).
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates the linear accessory gauge style.
    public init() {}
    /// The linear capacity look for `configuration` (see `Gauge`).
    public func makeBody(configuration: Configuration) -> some View {
        GaugeBody(configuration: configuration)
    }
}
/// A gauge style that shows a bar filling from the leading edge as the value increases, sized for accessories.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the linear capacity accessory gauge style.
    public init() {}
    /// The linear capacity look for `configuration` (see `Gauge`).
    public func makeBody(configuration: Configuration) -> some View {
        GaugeBody(configuration: configuration)
    }
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
