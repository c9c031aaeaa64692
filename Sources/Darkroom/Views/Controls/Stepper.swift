import Foundation

/// A control that performs increment and decrement actions: its label at the
/// leading edge and iOS's 94 × 32 − / + control at the trailing edge.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    /// A stepper with increment and decrement actions (never run in a render).
    @_disfavoredOverload
    @preconcurrency public init(
        onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) { self.label = label() }
    /// A stepper for `value`, changing by `step`.
    @_disfavoredOverload
    @preconcurrency public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) { self.label = label() }
    /// A stepper for `value` within `bounds`.
    @_disfavoredOverload
    @preconcurrency public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) { self.label = label() }

    @Environment(\.labelsHidden) private var labelsHidden
    public var body: some View {
        HStack {
            if !labelsHidden { label; Spacer() }
            StepperControl()
        }
        .formRowCompact(32)
    }
}

extension Stepper where Label == Text {
    /// A stepper with a localized title, for `value` within `bounds`.
    @preconcurrency public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
    /// A stepper with a localized title, for `value`.
    @preconcurrency public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step) { Text(titleKey) }
    }
    /// A stepper with a string title, for `value` within `bounds`.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
    /// A stepper with a string title, for `value`.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step) { Text(title) }
    }
}

/// The − | + glyphs: 14 × 2-point bars (a vertical one for the plus), primary colour.
nonisolated private struct StepperGlyph: Shape {
    let plus: Bool
    func path(in rect: CGRect) -> Path {
        var p = Path(CGRect(x: rect.midX - 7, y: rect.midY - 1, width: 14, height: 2))
        if plus { p.addRect(CGRect(x: rect.midX - 1, y: rect.midY - 7, width: 2, height: 14)) }
        return p
    }
}

nonisolated struct StepperControl: View {
    var body: some View {
        HStack(spacing: 0) {
            StepperGlyph(plus: false).fill(Color.primary).frame(width: 47, height: 32)
            Rectangle().fill(Divider.separator).frame(width: 1, height: 18)
            StepperGlyph(plus: true).fill(Color.primary).frame(width: 46, height: 32)
        }
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(ControlColors.fill))
    }
}
