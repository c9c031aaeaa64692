// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4f47379db6 Gauge.init<V>(value: V, in: ClosedRange<V>, label: () -> Label) where CurrentValueLabel == EmptyView,
//   BoundsLabel == EmptyView, MarkedValueLabels == EmptyView, V : BinaryFloatingPoint
@MainActor func use_4f47379db6<Label: View, V: BinaryFloatingPoint>(_ generics: (Label, V).Type) {
    let _: Gauge<Label, EmptyView, EmptyView, EmptyView> = Gauge(
        value: sample() as V,
        in: sample() as ClosedRange<V>,
        label: sample() as () -> Label
    )
    let _: Gauge<Label, EmptyView, EmptyView, EmptyView> = Gauge(value: sample() as V, label: sample() as () -> Label)
    let _: Gauge<_, EmptyView, EmptyView, EmptyView> = Gauge(
        value: sample() as V,
        in: sample() as ClosedRange<V>,
        label: { Text(""); Text("") }
    )
}

// u03346757b9 Gauge.init<V>(value: V, in: ClosedRange<V>, label: () -> Label, currentValueLabel: () ->
//   CurrentValueLabel) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView, V : BinaryFloatingPoint
@MainActor func use_03346757b9<Label: View, CurrentValueLabel: View, V: BinaryFloatingPoint>(
    _ generics: (Label, CurrentValueLabel, V).Type
) {
    let _: Gauge<Label, CurrentValueLabel, EmptyView, EmptyView> = Gauge(
        value: sample() as V,
        in: sample() as ClosedRange<V>,
        label: sample() as () -> Label,
        currentValueLabel: sample() as () -> CurrentValueLabel
    )
    let _: Gauge<Label, CurrentValueLabel, EmptyView, EmptyView> = Gauge(
        value: sample() as V,
        label: sample() as () -> Label,
        currentValueLabel: sample() as () -> CurrentValueLabel
    )
    let _: Gauge<_, _, EmptyView, EmptyView> = Gauge(
        value: sample() as V,
        in: sample() as ClosedRange<V>,
        label: { Text(""); Text("") },
        currentValueLabel: { Text(""); Text("") }
    )
}

// u4e64fdef9a Gauge.init<V>(value: V, in: ClosedRange<V>, label: () -> Label, currentValueLabel: () ->
//   CurrentValueLabel, minimumValueLabel: () -> BoundsLabel, maximumValueLabel: () -> BoundsLabel) where
//   MarkedValueLabels == EmptyView, V : BinaryFloatingPoint
@MainActor func use_4e64fdef9a<Label: View, CurrentValueLabel: View, BoundsLabel: View, V: BinaryFloatingPoint>(
    _ generics: (Label, CurrentValueLabel, BoundsLabel, V).Type
) {
    let _: Gauge<Label, CurrentValueLabel, BoundsLabel, EmptyView> = Gauge(
        value: sample() as V,
        in: sample() as ClosedRange<V>,
        label: sample() as () -> Label,
        currentValueLabel: sample() as () -> CurrentValueLabel,
        minimumValueLabel: sample() as () -> BoundsLabel,
        maximumValueLabel: sample() as () -> BoundsLabel
    )
    let _: Gauge<Label, CurrentValueLabel, BoundsLabel, EmptyView> = Gauge(
        value: sample() as V,
        label: sample() as () -> Label,
        currentValueLabel: sample() as () -> CurrentValueLabel,
        minimumValueLabel: sample() as () -> BoundsLabel,
        maximumValueLabel: sample() as () -> BoundsLabel
    )
    let _: Gauge<_, _, BoundsLabel, EmptyView> = Gauge(
        value: sample() as V,
        in: sample() as ClosedRange<V>,
        label: { Text(""); Text("") },
        currentValueLabel: { Text(""); Text("") },
        minimumValueLabel: sample() as () -> BoundsLabel,
        maximumValueLabel: sample() as () -> BoundsLabel
    )
}

// uec7d623996 Gauge.init<V>(value: V, in: ClosedRange<V>, label: () -> Label, currentValueLabel: () ->
//   CurrentValueLabel, markedValueLabels: () -> MarkedValueLabels) where BoundsLabel == EmptyView, V :
//   BinaryFloatingPoint
@MainActor func use_ec7d623996<Label: View, CurrentValueLabel: View, MarkedValueLabels: View, V: BinaryFloatingPoint>(
    _ generics: (Label, CurrentValueLabel, MarkedValueLabels, V).Type
) {
    let _: Gauge<Label, CurrentValueLabel, EmptyView, MarkedValueLabels> = Gauge(
        value: sample() as V,
        in: sample() as ClosedRange<V>,
        label: sample() as () -> Label,
        currentValueLabel: sample() as () -> CurrentValueLabel,
        markedValueLabels: sample() as () -> MarkedValueLabels
    )
    let _: Gauge<Label, CurrentValueLabel, EmptyView, MarkedValueLabels> = Gauge(
        value: sample() as V,
        label: sample() as () -> Label,
        currentValueLabel: sample() as () -> CurrentValueLabel,
        markedValueLabels: sample() as () -> MarkedValueLabels
    )
    let _: Gauge<_, _, EmptyView, _> = Gauge(
        value: sample() as V,
        in: sample() as ClosedRange<V>,
        label: { Text(""); Text("") },
        currentValueLabel: { Text(""); Text("") },
        markedValueLabels: { Text(""); Text("") }
    )
}

// u964bdf2f43 Gauge.init<V>(value: V, in: ClosedRange<V>, label: () -> Label, currentValueLabel: () ->
//   CurrentValueLabel, minimumValueLabel: () -> BoundsLabel, maximumValueLabel: () -> BoundsLabel, markedValueLabels:
//   () -> MarkedValueLabels) where V : BinaryFloatingPoint
@MainActor func use_964bdf2f43<
    Label: View,
    CurrentValueLabel: View,
    BoundsLabel: View,
    MarkedValueLabels: View,
    V: BinaryFloatingPoint
>(
    _ generics: (Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels, V).Type
) {
    let _: Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels> = Gauge(
        value: sample() as V,
        in: sample() as ClosedRange<V>,
        label: sample() as () -> Label,
        currentValueLabel: sample() as () -> CurrentValueLabel,
        minimumValueLabel: sample() as () -> BoundsLabel,
        maximumValueLabel: sample() as () -> BoundsLabel,
        markedValueLabels: sample() as () -> MarkedValueLabels
    )
    let _: Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels> = Gauge(
        value: sample() as V,
        label: sample() as () -> Label,
        currentValueLabel: sample() as () -> CurrentValueLabel,
        minimumValueLabel: sample() as () -> BoundsLabel,
        maximumValueLabel: sample() as () -> BoundsLabel,
        markedValueLabels: sample() as () -> MarkedValueLabels
    )
    let _: Gauge<_, _, BoundsLabel, _> = Gauge(
        value: sample() as V,
        in: sample() as ClosedRange<V>,
        label: { Text(""); Text("") },
        currentValueLabel: { Text(""); Text("") },
        minimumValueLabel: sample() as () -> BoundsLabel,
        maximumValueLabel: sample() as () -> BoundsLabel,
        markedValueLabels: { Text(""); Text("") }
    )
}
