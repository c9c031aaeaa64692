// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u977801237e View.searchScopes<V, S>(_: Binding<V>, scopes: () -> S) where V : Hashable, S : View
@MainActor func use_977801237e<Self_: View, V: Hashable, S: View>(_ subject: Self_, _ generics: (Self_, V, S).Type) {
    _ = subject.searchScopes(sample() as Binding<V>, scopes: sample() as () -> S) as any View
    _ = subject.searchScopes(sample() as Binding<V>, scopes: { Text(""); Text("") })
}

// ue68278b069 View.searchScopes<V, S>(_: Binding<V>, activation: SearchScopeActivation, _: () -> S) where V : Hashable,
//   S : View
@MainActor func use_e68278b069<Self_: View, V: Hashable, S: View>(_ subject: Self_, _ generics: (Self_, V, S).Type) {
    _ = subject.searchScopes(
        sample() as Binding<V>,
        activation: sample() as SearchScopeActivation,
        sample() as () -> S
    ) as any View
    _ = subject.searchScopes(
        sample() as Binding<V>,
        activation: sample() as SearchScopeActivation,
        { Text(""); Text("") }
    )
}
