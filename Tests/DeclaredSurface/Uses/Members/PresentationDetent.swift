// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u74154cdd67 PresentationDetent.Context.maxDetentValue
@MainActor func use_74154cdd67(_ subject: PresentationDetent.Context) {
    let _: CGFloat = subject.maxDetentValue
}

// ua5cff6b535 PresentationDetent.Context.subscript<T>(dynamicMember: KeyPath<EnvironmentValues, T>)
@MainActor func use_a5cff6b535<T>(_ subject: PresentationDetent.Context, _ generics: (T).Type) {
    let _: T = subject[dynamicMember: sample() as KeyPath<EnvironmentValues, T>]
}
