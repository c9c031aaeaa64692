// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9b38c88357 NavigationLink.init<P>(value: P?, label: () -> Label) where P : Hashable, Destination == Never
@MainActor func use_9b38c88357<Label: View, P: Hashable>(_ generics: (Label, P).Type) {
    let _: NavigationLink<Label, Never> = NavigationLink(value: sample() as P?, label: sample() as () -> Label)
    let _: NavigationLink<_, Never> = NavigationLink(value: sample() as P?, label: { Text(""); Text("") })
}

// ucf756b6ce2 NavigationLink.init<P>(_: LocalizedStringKey, value: P?) where Label == Text, P : Hashable, Destination
//   == Never
@MainActor func use_cf756b6ce2<P: Hashable>(_ generics: (P).Type) {
    let _: NavigationLink<Text, Never> = NavigationLink(sample() as LocalizedStringKey, value: sample() as P?)
}

// ubb9ab371d7 NavigationLink.init<S, P>(_: S, value: P?) where Label == Text, S : StringProtocol, P : Hashable,
//   Destination == Never
@MainActor func use_bb9ab371d7<S: StringProtocol, P: Hashable>(_ generics: (S, P).Type) {
    let _: NavigationLink<Text, Never> = NavigationLink(sample() as S, value: sample() as P?)
}

// u42dabd5642 NavigationLink.init<P>(value: P?, label: () -> Label) where P : Decodable, P : Encodable, P : Hashable,
//   Destination == Never
@MainActor func use_42dabd5642<Label: View, P: Decodable & Encodable & Hashable>(_ generics: (Label, P).Type) {
    let _: NavigationLink<Label, Never> = NavigationLink(value: sample() as P?, label: sample() as () -> Label)
    let _: NavigationLink<_, Never> = NavigationLink(value: sample() as P?, label: { Text(""); Text("") })
}

// ubc2d074e63 NavigationLink.init<P>(_: LocalizedStringKey, value: P?) where Label == Text, P : Decodable, P :
//   Encodable, P : Hashable, Destination == Never
@MainActor func use_bc2d074e63<P: Decodable & Encodable & Hashable>(_ generics: (P).Type) {
    let _: NavigationLink<Text, Never> = NavigationLink(sample() as LocalizedStringKey, value: sample() as P?)
}

// u232447a457 NavigationLink.init<S, P>(_: S, value: P?) where Label == Text, S : StringProtocol, P : Decodable, P :
//   Encodable, P : Hashable, Destination == Never
@MainActor func use_232447a457<S: StringProtocol, P: Decodable & Encodable & Hashable>(_ generics: (S, P).Type) {
    let _: NavigationLink<Text, Never> = NavigationLink(sample() as S, value: sample() as P?)
}

// u9f9d5d000c NavigationLink.init(destination: () -> Destination, label: () -> Label)
@MainActor func use_9f9d5d000c<Label: View, Destination: View>(_ generics: (Label, Destination).Type) {
    let _: NavigationLink<Label, Destination> = NavigationLink(
        destination: sample() as () -> Destination,
        label: sample() as () -> Label
    )
    let _: NavigationLink<_, _> = NavigationLink(destination: { Text(""); Text("") }, label: { Text(""); Text("") })
}

// ue8bb7305f1 NavigationLink.init(isActive: Binding<Bool>, destination: () -> Destination, label: () -> Label)
@MainActor func use_e8bb7305f1<Label: View, Destination: View>(_ generics: (Label, Destination).Type) {
    let _: NavigationLink<Label, Destination> = NavigationLink(
        isActive: sample() as Binding<Bool>,
        destination: sample() as () -> Destination,
        label: sample() as () -> Label
    )
    let _: NavigationLink<_, _> = NavigationLink(
        isActive: sample() as Binding<Bool>,
        destination: { Text(""); Text("") },
        label: { Text(""); Text("") }
    )
}

// uff60869861 NavigationLink.init<V>(tag: V, selection: Binding<V?>, destination: () -> Destination, label: () ->
//   Label) where V : Hashable
@MainActor func use_ff60869861<Label: View, Destination: View, V: Hashable>(_ generics: (Label, Destination, V).Type) {
    let _: NavigationLink<Label, Destination> = NavigationLink(
        tag: sample() as V,
        selection: sample() as Binding<V?>,
        destination: sample() as () -> Destination,
        label: sample() as () -> Label
    )
    let _: NavigationLink<_, _> = NavigationLink(
        tag: sample() as V,
        selection: sample() as Binding<V?>,
        destination: { Text(""); Text("") },
        label: { Text(""); Text("") }
    )
}

// u4421a24b67 NavigationLink.init(destination: Destination, label: () -> Label)
@MainActor func use_4421a24b67<Label: View, Destination: View>(_ generics: (Label, Destination).Type) {
    let _: NavigationLink<Label, Destination> = NavigationLink(
        destination: sample() as Destination,
        label: sample() as () -> Label
    )
    let _: NavigationLink<_, Destination> = NavigationLink(
        destination: sample() as Destination,
        label: { Text(""); Text("") }
    )
}

// uab496ea9a1 NavigationLink.init(destination: Destination, isActive: Binding<Bool>, label: () -> Label)
@MainActor func use_ab496ea9a1<Label: View, Destination: View>(_ generics: (Label, Destination).Type) {
    let _: NavigationLink<Label, Destination> = NavigationLink(
        destination: sample() as Destination,
        isActive: sample() as Binding<Bool>,
        label: sample() as () -> Label
    )
    let _: NavigationLink<_, Destination> = NavigationLink(
        destination: sample() as Destination,
        isActive: sample() as Binding<Bool>,
        label: { Text(""); Text("") }
    )
}

// u305e0cdabe NavigationLink.init<V>(destination: Destination, tag: V, selection: Binding<V?>, label: () -> Label)
//   where V : Hashable
@MainActor func use_305e0cdabe<Label: View, Destination: View, V: Hashable>(_ generics: (Label, Destination, V).Type) {
    let _: NavigationLink<Label, Destination> = NavigationLink(
        destination: sample() as Destination,
        tag: sample() as V,
        selection: sample() as Binding<V?>,
        label: sample() as () -> Label
    )
    let _: NavigationLink<_, Destination> = NavigationLink(
        destination: sample() as Destination,
        tag: sample() as V,
        selection: sample() as Binding<V?>,
        label: { Text(""); Text("") }
    )
}

// u87b336f822 NavigationLink.init(_: LocalizedStringKey, destination: () -> Destination) where Label == Text
@MainActor func use_87b336f822<Destination: View>(_ generics: (Destination).Type) {
    let _: NavigationLink<Text, Destination> = NavigationLink(
        sample() as LocalizedStringKey,
        destination: sample() as () -> Destination
    )
    let _: NavigationLink<Text, _> = NavigationLink(sample() as LocalizedStringKey, destination: { Text(""); Text("") })
}

// uadb8a0c999 NavigationLink.init<S>(_: S, destination: () -> Destination) where S : StringProtocol, Label == Text
@MainActor func use_adb8a0c999<Destination: View, S: StringProtocol>(_ generics: (Destination, S).Type) {
    let _: NavigationLink<Text, Destination> = NavigationLink(sample() as S, destination: sample() as () -> Destination)
    let _: NavigationLink<Text, _> = NavigationLink(sample() as S, destination: { Text(""); Text("") })
}

// u33262134bb NavigationLink.init(_: LocalizedStringKey, isActive: Binding<Bool>, destination: () -> Destination) where
//   Label == Text
@MainActor func use_33262134bb<Destination: View>(_ generics: (Destination).Type) {
    let _: NavigationLink<Text, Destination> = NavigationLink(
        sample() as LocalizedStringKey,
        isActive: sample() as Binding<Bool>,
        destination: sample() as () -> Destination
    )
    let _: NavigationLink<Text, _> = NavigationLink(
        sample() as LocalizedStringKey,
        isActive: sample() as Binding<Bool>,
        destination: { Text(""); Text("") }
    )
}

// u0abf5aa99c NavigationLink.init<S>(_: S, isActive: Binding<Bool>, destination: () -> Destination) where S :
//   StringProtocol, Label == Text
@MainActor func use_0abf5aa99c<Destination: View, S: StringProtocol>(_ generics: (Destination, S).Type) {
    let _: NavigationLink<Text, Destination> = NavigationLink(
        sample() as S,
        isActive: sample() as Binding<Bool>,
        destination: sample() as () -> Destination
    )
    let _: NavigationLink<Text, _> = NavigationLink(
        sample() as S,
        isActive: sample() as Binding<Bool>,
        destination: { Text(""); Text("") }
    )
}

// u150cb6ea3b NavigationLink.init<V>(_: LocalizedStringKey, tag: V, selection: Binding<V?>, destination: () ->
//   Destination) where V : Hashable, Label == Text
@MainActor func use_150cb6ea3b<Destination: View, V: Hashable>(_ generics: (Destination, V).Type) {
    let _: NavigationLink<Text, Destination> = NavigationLink(
        sample() as LocalizedStringKey,
        tag: sample() as V,
        selection: sample() as Binding<V?>,
        destination: sample() as () -> Destination
    )
    let _: NavigationLink<Text, _> = NavigationLink(
        sample() as LocalizedStringKey,
        tag: sample() as V,
        selection: sample() as Binding<V?>,
        destination: { Text(""); Text("") }
    )
}

// ua10ea7e65a NavigationLink.init<S, V>(_: S, tag: V, selection: Binding<V?>, destination: () -> Destination) where S :
//   StringProtocol, V : Hashable, Label == Text
@MainActor func use_a10ea7e65a<Destination: View, S: StringProtocol, V: Hashable>(
    _ generics: (Destination, S, V).Type
) {
    let _: NavigationLink<Text, Destination> = NavigationLink(
        sample() as S,
        tag: sample() as V,
        selection: sample() as Binding<V?>,
        destination: sample() as () -> Destination
    )
    let _: NavigationLink<Text, _> = NavigationLink(
        sample() as S,
        tag: sample() as V,
        selection: sample() as Binding<V?>,
        destination: { Text(""); Text("") }
    )
}

// ue0067b60e4 NavigationLink.init(_: LocalizedStringKey, destination: Destination) where Label == Text
@MainActor func use_e0067b60e4<Destination: View>(_ generics: (Destination).Type) {
    let _: NavigationLink<Text, Destination> = NavigationLink(
        sample() as LocalizedStringKey,
        destination: sample() as Destination
    )
}

// u56a5a01b59 NavigationLink.init<S>(_: S, destination: Destination) where S : StringProtocol, Label == Text
@MainActor func use_56a5a01b59<Destination: View, S: StringProtocol>(_ generics: (Destination, S).Type) {
    let _: NavigationLink<Text, Destination> = NavigationLink(sample() as S, destination: sample() as Destination)
}

// uc9b25ec51d NavigationLink.init(_: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) where Label
//   == Text
@MainActor func use_c9b25ec51d<Destination: View>(_ generics: (Destination).Type) {
    let _: NavigationLink<Text, Destination> = NavigationLink(
        sample() as LocalizedStringKey,
        destination: sample() as Destination,
        isActive: sample() as Binding<Bool>
    )
}

// ufe241dc31c NavigationLink.init<S>(_: S, destination: Destination, isActive: Binding<Bool>) where S : StringProtocol,
//   Label == Text
@MainActor func use_fe241dc31c<Destination: View, S: StringProtocol>(_ generics: (Destination, S).Type) {
    let _: NavigationLink<Text, Destination> = NavigationLink(
        sample() as S,
        destination: sample() as Destination,
        isActive: sample() as Binding<Bool>
    )
}

// u8977bd06aa NavigationLink.init<V>(_: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>)
//   where V : Hashable, Label == Text
@MainActor func use_8977bd06aa<Destination: View, V: Hashable>(_ generics: (Destination, V).Type) {
    let _: NavigationLink<Text, Destination> = NavigationLink(
        sample() as LocalizedStringKey,
        destination: sample() as Destination,
        tag: sample() as V,
        selection: sample() as Binding<V?>
    )
}

// ud8a13f36ab NavigationLink.init<S, V>(_: S, destination: Destination, tag: V, selection: Binding<V?>) where S :
//   StringProtocol, V : Hashable, Label == Text
@MainActor func use_d8a13f36ab<Destination: View, S: StringProtocol, V: Hashable>(
    _ generics: (Destination, S, V).Type
) {
    let _: NavigationLink<Text, Destination> = NavigationLink(
        sample() as S,
        destination: sample() as Destination,
        tag: sample() as V,
        selection: sample() as Binding<V?>
    )
}
