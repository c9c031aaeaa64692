// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2b92f24928 ButtonStyle.Body
@MainActor func use_2b92f24928<Self_: ButtonStyle>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// ufc56a9546d ButtonStyle.makeBody(configuration: Self.Configuration)
@MainActor func use_fc56a9546d<Self_: ButtonStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.makeBody(configuration: sample() as Self_.Configuration)
}

// ufcb80db012 ButtonStyle.Configuration
@MainActor func use_fcb80db012<Self_: ButtonStyle>(_ generics: (Self_).Type) {
    let _: (ButtonStyleConfiguration).Type = Self_.Configuration.self
}
