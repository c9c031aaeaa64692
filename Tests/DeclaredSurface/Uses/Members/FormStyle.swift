// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5fa63c9f7c FormStyle.Body
@MainActor func use_5fa63c9f7c<Self_: FormStyle>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// ud643adca1e FormStyle.makeBody(configuration: Self.Configuration)
@MainActor func use_d643adca1e<Self_: FormStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.makeBody(configuration: sample() as Self_.Configuration)
}

// u553412fb4d FormStyle.Configuration
@MainActor func use_553412fb4d<Self_: FormStyle>(_ generics: (Self_).Type) {
    let _: (FormStyleConfiguration).Type = Self_.Configuration.self
}
