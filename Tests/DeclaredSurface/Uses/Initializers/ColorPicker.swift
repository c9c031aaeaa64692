// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9f3146b86a ColorPicker.init(selection: Binding<Color>, supportsOpacity: Bool, label: () -> Label)
@MainActor func use_9f3146b86a<Label: View>(_ generics: (Label).Type) {
    let _: ColorPicker<Label> = ColorPicker(
        selection: sample() as Binding<Color>,
        supportsOpacity: sample() as Bool,
        label: sample() as () -> Label
    )
    let _: ColorPicker<Label> = ColorPicker(selection: sample() as Binding<Color>, label: sample() as () -> Label)
    let _: ColorPicker<_> = ColorPicker(
        selection: sample() as Binding<Color>,
        supportsOpacity: sample() as Bool,
        label: { Text(""); Text("") }
    )
}

// ua9a8fba6ff ColorPicker.init(selection: Binding<CGColor>, supportsOpacity: Bool, label: () -> Label)
@MainActor func use_a9a8fba6ff<Label: View>(_ generics: (Label).Type) {
    let _: ColorPicker<Label> = ColorPicker(
        selection: sample() as Binding<CGColor>,
        supportsOpacity: sample() as Bool,
        label: sample() as () -> Label
    )
    let _: ColorPicker<Label> = ColorPicker(selection: sample() as Binding<CGColor>, label: sample() as () -> Label)
    let _: ColorPicker<_> = ColorPicker(
        selection: sample() as Binding<CGColor>,
        supportsOpacity: sample() as Bool,
        label: { Text(""); Text("") }
    )
}

// u55b9dd5c4f ColorPicker.init(_: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool) where Label ==
//   Text
@MainActor func use_55b9dd5c4f() {
    let _: ColorPicker<Text> = ColorPicker(
        sample() as LocalizedStringKey,
        selection: sample() as Binding<Color>,
        supportsOpacity: sample() as Bool
    )
    let _: ColorPicker<Text> = ColorPicker(sample() as LocalizedStringKey, selection: sample() as Binding<Color>)
}

// uc44af98563 ColorPicker.init<S>(_: S, selection: Binding<Color>, supportsOpacity: Bool) where S : StringProtocol,
//   Label == Text
@MainActor func use_c44af98563<S: StringProtocol>(_ generics: (S).Type) {
    let _: ColorPicker<Text> = ColorPicker(
        sample() as S,
        selection: sample() as Binding<Color>,
        supportsOpacity: sample() as Bool
    )
}

// uf73db4ebda ColorPicker.init(_: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool) where Label
//   == Text
@MainActor func use_f73db4ebda() {
    let _: ColorPicker<Text> = ColorPicker(
        sample() as LocalizedStringKey,
        selection: sample() as Binding<CGColor>,
        supportsOpacity: sample() as Bool
    )
    let _: ColorPicker<Text> = ColorPicker(sample() as LocalizedStringKey, selection: sample() as Binding<CGColor>)
}

// uaafc287a9e ColorPicker.init<S>(_: S, selection: Binding<CGColor>, supportsOpacity: Bool) where S : StringProtocol,
//   Label == Text
@MainActor func use_aafc287a9e<S: StringProtocol>(_ generics: (S).Type) {
    let _: ColorPicker<Text> = ColorPicker(
        sample() as S,
        selection: sample() as Binding<CGColor>,
        supportsOpacity: sample() as Bool
    )
}
