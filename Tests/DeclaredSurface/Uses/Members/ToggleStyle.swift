// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u14f5b39a5d ToggleStyle.Body
@MainActor func use_14f5b39a5d<Self_: ToggleStyle>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// u0d2629bec6 ToggleStyle.makeBody(configuration: Self.Configuration)
@MainActor func use_0d2629bec6<Self_: ToggleStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.makeBody(configuration: sample() as Self_.Configuration)
}

// u2ed2fa6c29 ToggleStyle.Configuration
@MainActor func use_2ed2fa6c29<Self_: ToggleStyle>(_ generics: (Self_).Type) {
    let _: (ToggleStyleConfiguration).Type = Self_.Configuration.self
}
