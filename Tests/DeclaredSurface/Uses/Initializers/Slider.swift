// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf230a1ef4b Slider.init<V>(value: Binding<V>, in: ClosedRange<V>, label: () -> Label, minimumValueLabel: () ->
//   ValueLabel, maximumValueLabel: () -> ValueLabel, onEditingChanged: (Bool) -> Void) where V : BinaryFloatingPoint,
//   V.Stride : BinaryFloatingPoint
@MainActor func use_f230a1ef4b<Label: View, ValueLabel: View, V: BinaryFloatingPoint>(
    _ generics: (Label, ValueLabel, V).Type
) where V.Stride : BinaryFloatingPoint {
    let _: Slider<Label, ValueLabel> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        label: sample() as () -> Label,
        minimumValueLabel: sample() as () -> ValueLabel,
        maximumValueLabel: sample() as () -> ValueLabel,
        onEditingChanged: sample() as (Bool) -> Void
    )
    let _: Slider<Label, ValueLabel> = Slider(
        value: sample() as Binding<V>,
        label: sample() as () -> Label,
        minimumValueLabel: sample() as () -> ValueLabel,
        maximumValueLabel: sample() as () -> ValueLabel
    )
    let _: Slider<_, ValueLabel> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        label: { Text(""); Text("") },
        minimumValueLabel: sample() as () -> ValueLabel,
        maximumValueLabel: sample() as () -> ValueLabel,
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// uacd5a93609 Slider.init<V>(value: Binding<V>, in: ClosedRange<V>, step: V.Stride, label: () -> Label,
//   minimumValueLabel: () -> ValueLabel, maximumValueLabel: () -> ValueLabel, onEditingChanged: (Bool) -> Void) where V
//   : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint
@MainActor func use_acd5a93609<Label: View, ValueLabel: View, V: BinaryFloatingPoint>(
    _ generics: (Label, ValueLabel, V).Type
) where V.Stride : BinaryFloatingPoint {
    let _: Slider<Label, ValueLabel> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        step: sample() as V.Stride,
        label: sample() as () -> Label,
        minimumValueLabel: sample() as () -> ValueLabel,
        maximumValueLabel: sample() as () -> ValueLabel,
        onEditingChanged: sample() as (Bool) -> Void
    )
    let _: Slider<Label, ValueLabel> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        label: sample() as () -> Label,
        minimumValueLabel: sample() as () -> ValueLabel,
        maximumValueLabel: sample() as () -> ValueLabel
    )
    let _: Slider<_, ValueLabel> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        step: sample() as V.Stride,
        label: { Text(""); Text("") },
        minimumValueLabel: sample() as () -> ValueLabel,
        maximumValueLabel: sample() as () -> ValueLabel,
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// u299e0f58af Slider.init<V>(value: Binding<V>, in: ClosedRange<V>, label: () -> Label, onEditingChanged: (Bool) ->
//   Void) where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint, ValueLabel == EmptyView
@MainActor func use_299e0f58af<Label: View, V: BinaryFloatingPoint>(
    _ generics: (Label, V).Type
) where V.Stride : BinaryFloatingPoint {
    let _: Slider<Label, EmptyView> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        label: sample() as () -> Label,
        onEditingChanged: sample() as (Bool) -> Void
    )
    let _: Slider<Label, EmptyView> = Slider(value: sample() as Binding<V>, label: sample() as () -> Label)
    let _: Slider<_, EmptyView> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        label: { Text(""); Text("") },
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// ud465d450c2 Slider.init<V>(value: Binding<V>, in: ClosedRange<V>, step: V.Stride, label: () -> Label,
//   onEditingChanged: (Bool) -> Void) where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint, ValueLabel ==
//   EmptyView
@MainActor func use_d465d450c2<Label: View, V: BinaryFloatingPoint>(
    _ generics: (Label, V).Type
) where V.Stride : BinaryFloatingPoint {
    let _: Slider<Label, EmptyView> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        step: sample() as V.Stride,
        label: sample() as () -> Label,
        onEditingChanged: sample() as (Bool) -> Void
    )
    let _: Slider<Label, EmptyView> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        label: sample() as () -> Label
    )
    let _: Slider<_, EmptyView> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        step: sample() as V.Stride,
        label: { Text(""); Text("") },
        onEditingChanged: sample() as (Bool) -> Void
    )
}

// u2b0e58d352 Slider.init<V>(value: Binding<V>, in: ClosedRange<V>, onEditingChanged: (Bool) -> Void) where V :
//   BinaryFloatingPoint, V.Stride : BinaryFloatingPoint, Label == EmptyView, ValueLabel == EmptyView
@MainActor func use_2b0e58d352<V: BinaryFloatingPoint>(_ generics: (V).Type) where V.Stride : BinaryFloatingPoint {
    let _: Slider<EmptyView, EmptyView> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        onEditingChanged: sample() as (Bool) -> Void
    )
    let _: Slider<EmptyView, EmptyView> = Slider(value: sample() as Binding<V>)
}

// u62076e99a2 Slider.init<V>(value: Binding<V>, in: ClosedRange<V>, step: V.Stride, onEditingChanged: (Bool) -> Void)
//   where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint, Label == EmptyView, ValueLabel == EmptyView
@MainActor func use_62076e99a2<V: BinaryFloatingPoint>(_ generics: (V).Type) where V.Stride : BinaryFloatingPoint {
    let _: Slider<EmptyView, EmptyView> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        step: sample() as V.Stride,
        onEditingChanged: sample() as (Bool) -> Void
    )
    let _: Slider<EmptyView, EmptyView> = Slider(value: sample() as Binding<V>, in: sample() as ClosedRange<V>)
}

// ub6d33d70ff Slider.init<V>(value: Binding<V>, in: ClosedRange<V>, onEditingChanged: (Bool) -> Void,
//   minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, label: () -> Label) where V : BinaryFloatingPoint,
//   V.Stride : BinaryFloatingPoint
@MainActor func use_b6d33d70ff<Label: View, ValueLabel: View, V: BinaryFloatingPoint>(
    _ generics: (Label, ValueLabel, V).Type
) where V.Stride : BinaryFloatingPoint {
    let _: Slider<Label, ValueLabel> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        onEditingChanged: sample() as (Bool) -> Void,
        minimumValueLabel: sample() as ValueLabel,
        maximumValueLabel: sample() as ValueLabel,
        label: sample() as () -> Label
    )
    let _: Slider<Label, ValueLabel> = Slider(
        value: sample() as Binding<V>,
        minimumValueLabel: sample() as ValueLabel,
        maximumValueLabel: sample() as ValueLabel,
        label: sample() as () -> Label
    )
    let _: Slider<_, ValueLabel> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        onEditingChanged: sample() as (Bool) -> Void,
        minimumValueLabel: sample() as ValueLabel,
        maximumValueLabel: sample() as ValueLabel,
        label: { Text(""); Text("") }
    )
}

// u6cb27af9f0 Slider.init<V>(value: Binding<V>, in: ClosedRange<V>, step: V.Stride, onEditingChanged: (Bool) -> Void,
//   minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, label: () -> Label) where V : BinaryFloatingPoint,
//   V.Stride : BinaryFloatingPoint
@MainActor func use_6cb27af9f0<Label: View, ValueLabel: View, V: BinaryFloatingPoint>(
    _ generics: (Label, ValueLabel, V).Type
) where V.Stride : BinaryFloatingPoint {
    let _: Slider<Label, ValueLabel> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        step: sample() as V.Stride,
        onEditingChanged: sample() as (Bool) -> Void,
        minimumValueLabel: sample() as ValueLabel,
        maximumValueLabel: sample() as ValueLabel,
        label: sample() as () -> Label
    )
    let _: Slider<Label, ValueLabel> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        minimumValueLabel: sample() as ValueLabel,
        maximumValueLabel: sample() as ValueLabel,
        label: sample() as () -> Label
    )
    let _: Slider<_, ValueLabel> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        step: sample() as V.Stride,
        onEditingChanged: sample() as (Bool) -> Void,
        minimumValueLabel: sample() as ValueLabel,
        maximumValueLabel: sample() as ValueLabel,
        label: { Text(""); Text("") }
    )
}

// ub031f3c192 Slider.init<V>(value: Binding<V>, in: ClosedRange<V>, onEditingChanged: (Bool) -> Void, label: () ->
//   Label) where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint, ValueLabel == EmptyView
@MainActor func use_b031f3c192<Label: View, V: BinaryFloatingPoint>(
    _ generics: (Label, V).Type
) where V.Stride : BinaryFloatingPoint {
    let _: Slider<Label, EmptyView> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        onEditingChanged: sample() as (Bool) -> Void,
        label: sample() as () -> Label
    )
    let _: Slider<_, EmptyView> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        onEditingChanged: sample() as (Bool) -> Void,
        label: { Text(""); Text("") }
    )
}

// u5c70752a3d Slider.init<V>(value: Binding<V>, in: ClosedRange<V>, step: V.Stride, onEditingChanged: (Bool) -> Void,
//   label: () -> Label) where V : BinaryFloatingPoint, V.Stride : BinaryFloatingPoint, ValueLabel == EmptyView
@MainActor func use_5c70752a3d<Label: View, V: BinaryFloatingPoint>(
    _ generics: (Label, V).Type
) where V.Stride : BinaryFloatingPoint {
    let _: Slider<Label, EmptyView> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        step: sample() as V.Stride,
        onEditingChanged: sample() as (Bool) -> Void,
        label: sample() as () -> Label
    )
    let _: Slider<_, EmptyView> = Slider(
        value: sample() as Binding<V>,
        in: sample() as ClosedRange<V>,
        step: sample() as V.Stride,
        onEditingChanged: sample() as (Bool) -> Void,
        label: { Text(""); Text("") }
    )
}
