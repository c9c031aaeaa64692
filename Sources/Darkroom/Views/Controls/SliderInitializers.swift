import Foundation

// The rest of Slider's initializers as SwiftUI declares them. The knob is drawn at the value (not snapped
// to a step) and the editing callback never runs in a render.

extension Slider where ValueLabel == EmptyView {
    /// A stepped slider with a label, which is not drawn, as on iOS.
    @preconcurrency public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        self.label = label(); minimumValueLabel = nil; maximumValueLabel = nil
    }
    /// A stepped slider with a label given last (the iOS 13 order), which is not drawn, as on iOS.
    @_disfavoredOverload
    @preconcurrency public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}
