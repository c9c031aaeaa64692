// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u55d6045ecd View.typesettingLanguage(_: Locale.Language, isEnabled: Bool)
@MainActor func use_55d6045ecd<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.typesettingLanguage(sample() as Locale.Language, isEnabled: sample() as Bool) as any View
    _ = subject.typesettingLanguage(sample() as Locale.Language) as any View
}

// u8841c6a678 View.typesettingLanguage(_: TypesettingLanguage, isEnabled: Bool)
@MainActor func use_8841c6a678<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.typesettingLanguage(sample() as TypesettingLanguage, isEnabled: sample() as Bool) as any View
    _ = subject.typesettingLanguage(sample() as TypesettingLanguage) as any View
}

// u3f403285d1 Text.typesettingLanguage(_: Locale.Language, isEnabled: Bool)
@MainActor func use_3f403285d1(_ subject: Text) {
    let _: Text = subject.typesettingLanguage(sample() as Locale.Language, isEnabled: sample() as Bool)
    let _: Text = subject.typesettingLanguage(sample() as Locale.Language)
}

// uacd22e4cbf Text.typesettingLanguage(_: TypesettingLanguage, isEnabled: Bool)
@MainActor func use_acd22e4cbf(_ subject: Text) {
    let _: Text = subject.typesettingLanguage(sample() as TypesettingLanguage, isEnabled: sample() as Bool)
    let _: Text = subject.typesettingLanguage(sample() as TypesettingLanguage)
}
