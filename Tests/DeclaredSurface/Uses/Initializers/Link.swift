// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uee5663360c Link.init(destination: URL, label: () -> Label)
@MainActor func use_ee5663360c<Label: View>(_ generics: (Label).Type) {
    let _: Link<Label> = Link(destination: sample() as URL, label: sample() as () -> Label)
    let _: Link<_> = Link(destination: sample() as URL, label: { Text(""); Text("") })
}

// uddd7e30c8e Link.init(_: LocalizedStringKey, destination: URL) where Label == Text
@MainActor func use_ddd7e30c8e() {
    let _: Link<Text> = Link(sample() as LocalizedStringKey, destination: sample() as URL)
}

// ue39cf008e6 Link.init<S>(_: S, destination: URL) where S : StringProtocol, Label == Text
@MainActor func use_e39cf008e6<S: StringProtocol>(_ generics: (S).Type) {
    let _: Link<Text> = Link(sample() as S, destination: sample() as URL)
}
