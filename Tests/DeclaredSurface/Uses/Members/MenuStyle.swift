// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u588fe404b7 MenuStyle.Body
@MainActor func use_588fe404b7<Self_: MenuStyle>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// u257d5fe2a5 MenuStyle.makeBody(configuration: Self.Configuration)
@MainActor func use_257d5fe2a5<Self_: MenuStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.makeBody(configuration: sample() as Self_.Configuration)
}

// u59d68a4b14 MenuStyle.Configuration
@MainActor func use_59d68a4b14<Self_: MenuStyle>(_ generics: (Self_).Type) {
    let _: (MenuStyleConfiguration).Type = Self_.Configuration.self
}
