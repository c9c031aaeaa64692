import Foundation

/// A control for selecting a value from a bounded range: a 4-point track, tint-coloured
/// up to the value, with a white 27-point knob centred on it; 31 points tall, as wide as offered.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?

    /// A slider with its minimum and maximum labels beside the track; `label` is not drawn, as on iOS.
    @preconcurrency public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        self.label = label(); self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }
    /// A stepped slider with its minimum and maximum labels beside the track.
    @preconcurrency public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        self.label = label(); self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }

    static func fraction<V: BinaryFloatingPoint>(_ v: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, span.isFinite else { return 0 }
        let f = Double(v - bounds.lowerBound) / span
        return f.isNaN ? 0 : min(max(f, 0), 1)
    }

    @Environment(\.resolvedTint) private var tint
    public var body: some View {
        HStack(spacing: 8) {
            minimumValueLabel
            SliderTrack(fraction: fraction, tint: tint)
            maximumValueLabel
        }
        .formRowCompact(31)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider at `value` within `bounds`.
    @preconcurrency public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        label = EmptyView(); minimumValueLabel = nil; maximumValueLabel = nil
    }
    /// A stepped slider at `value` within `bounds` (the knob at `value`, not snapped).
    @preconcurrency public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        label = EmptyView(); minimumValueLabel = nil; maximumValueLabel = nil
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label, which is not drawn, as on iOS.
    @preconcurrency public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        self.label = label(); minimumValueLabel = nil; maximumValueLabel = nil
    }
}

nonisolated struct SliderTrack: View {
    let fraction: Double
    let tint: Color
    var body: some View {
        GeometryReader { proxy in
            let w = proxy.size.width, h = proxy.size.height
            let knob: CGFloat = 27
            let x = (w - knob) * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(ControlColors.track).frame(width: w, height: 4)
                Capsule().fill(tint).frame(width: max(0, x + knob / 2), height: 4)
                Circle().fill(Color.white)
                    .frame(width: knob, height: knob)
                    .shadow(color: ControlColors.knobShadow, radius: 3, x: 0, y: 2)
                    .offset(x: x)
            }
            .frame(width: w, height: h)
        }
        .frame(minWidth: 27, idealWidth: 200, maxWidth: .infinity)
        .frame(height: 31)
    }
}
