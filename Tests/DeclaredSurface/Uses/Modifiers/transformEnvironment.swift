// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6f06230b1d View.transformEnvironment<V>(_: WritableKeyPath<EnvironmentValues, V>, transform: (inout V) -> Void)
@MainActor func use_6f06230b1d<Self_: View, V>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.transformEnvironment(
        sample() as WritableKeyPath<EnvironmentValues, V>,
        transform: sample() as (inout V) -> Void
    ) as any View
}
