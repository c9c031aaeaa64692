// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub37285fd3c ContentUnavailableView.init(label: () -> Label, description: () -> Description, actions: () -> Actions)
@MainActor func use_b37285fd3c<Label: View, Description: View, Actions: View>(
    _ generics: (Label, Description, Actions).Type
) {
    let _: ContentUnavailableView<Label, Description, Actions> = ContentUnavailableView(
        label: sample() as () -> Label,
        description: sample() as () -> Description,
        actions: sample() as () -> Actions
    )
    _ = ContentUnavailableView(label: sample() as () -> Label)
    let _: ContentUnavailableView<_, _, _> = ContentUnavailableView(
        label: { Text(""); Text("") },
        description: { Text(""); Text("") },
        actions: { Text(""); Text("") }
    )
}

// ub2fc238fa0 ContentUnavailableView.init(_: LocalizedStringKey, image: String, description: Text?) where Label ==
//   Label<Text, Image>, Description == Text?, Actions == EmptyView
@MainActor func use_b2fc238fa0() {
    let _: ContentUnavailableView<Label<Text, Image>, Text?, EmptyView> = ContentUnavailableView(
        sample() as LocalizedStringKey,
        image: sample() as String,
        description: sample() as Text?
    )
    let _: ContentUnavailableView<Label<Text, Image>, Text?, EmptyView> = ContentUnavailableView(
        sample() as LocalizedStringKey,
        image: sample() as String
    )
}

// u3f4fe8cc01 ContentUnavailableView.init(_: LocalizedStringKey, systemImage: String, description: Text?) where Label
//   == Label<Text, Image>, Description == Text?, Actions == EmptyView
@MainActor func use_3f4fe8cc01() {
    let _: ContentUnavailableView<Label<Text, Image>, Text?, EmptyView> = ContentUnavailableView(
        sample() as LocalizedStringKey,
        systemImage: sample() as String,
        description: sample() as Text?
    )
    let _: ContentUnavailableView<Label<Text, Image>, Text?, EmptyView> = ContentUnavailableView(
        sample() as LocalizedStringKey,
        systemImage: sample() as String
    )
}

// u68e2c7e981 ContentUnavailableView.init<S>(_: S, image: String, description: Text?) where S : StringProtocol, Label
//   == Label<Text, Image>, Description == Text?, Actions == EmptyView
@MainActor func use_68e2c7e981<S: StringProtocol>(_ generics: (S).Type) {
    let _: ContentUnavailableView<Label<Text, Image>, Text?, EmptyView> = ContentUnavailableView(
        sample() as S,
        image: sample() as String,
        description: sample() as Text?
    )
}

// ub9d2b9ac2a ContentUnavailableView.init<S>(_: S, systemImage: String, description: Text?) where S : StringProtocol,
//   Label == Label<Text, Image>, Description == Text?, Actions == EmptyView
@MainActor func use_b9d2b9ac2a<S: StringProtocol>(_ generics: (S).Type) {
    let _: ContentUnavailableView<Label<Text, Image>, Text?, EmptyView> = ContentUnavailableView(
        sample() as S,
        systemImage: sample() as String,
        description: sample() as Text?
    )
}
