// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2e6a1c807e EnvironmentalModifier.ResolvedModifier
@MainActor func use_2e6a1c807e<Self_: EnvironmentalModifier>(_ generics: (Self_).Type) {
    _ = Self_.ResolvedModifier.self
    func accept0<T: ViewModifier>(_ type: T.Type) {}
    accept0(Self_.ResolvedModifier.self)
}

// ua4b5eddbd8 EnvironmentalModifier.resolve(in: EnvironmentValues)
@MainActor func use_a4b5eddbd8<Self_: EnvironmentalModifier>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.ResolvedModifier = subject.resolve(in: sample() as EnvironmentValues)
}
