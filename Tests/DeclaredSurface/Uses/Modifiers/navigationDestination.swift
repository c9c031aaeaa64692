// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc1130f5759 View.navigationDestination<D, C>(for: D.Type, destination: (D) -> C) where D : Hashable, C : View
@MainActor func use_c1130f5759<Self_: View, D: Hashable, C: View>(_ subject: Self_, _ generics: (Self_, D, C).Type) {
    _ = subject.navigationDestination(for: sample() as D.Type, destination: sample() as (D) -> C) as any View
    _ = subject.navigationDestination(for: sample() as D.Type, destination: { (_: D) in Text(""); Text("") })
}

// ueb50cbf855 View.navigationDestination<V>(isPresented: Binding<Bool>, destination: () -> V) where V : View
@MainActor func use_eb50cbf855<Self_: View, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.navigationDestination(
        isPresented: sample() as Binding<Bool>,
        destination: sample() as () -> V
    ) as any View
    _ = subject.navigationDestination(isPresented: sample() as Binding<Bool>, destination: { Text(""); Text("") })
}

// u75e36f83a8 View.navigationDestination<D, C>(item: Binding<Optional<D>>, destination: (D) -> C) where D : Hashable, C
//   : View
@MainActor func use_75e36f83a8<Self_: View, D: Hashable, C: View>(_ subject: Self_, _ generics: (Self_, D, C).Type) {
    _ = subject.navigationDestination(item: sample() as Binding<D?>, destination: sample() as (D) -> C) as any View
    _ = subject.navigationDestination(item: sample() as Binding<D?>, destination: { (_: D) in Text(""); Text("") })
}
