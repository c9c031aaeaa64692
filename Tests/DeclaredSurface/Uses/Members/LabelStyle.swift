// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8fdc469977 LabelStyle.Body
@MainActor func use_8fdc469977<Self_: LabelStyle>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// u86261d4137 LabelStyle.makeBody(configuration: Self.Configuration)
@MainActor func use_86261d4137<Self_: LabelStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.makeBody(configuration: sample() as Self_.Configuration)
}

// u610da9ab65 LabelStyle.Configuration
@MainActor func use_610da9ab65<Self_: LabelStyle>(_ generics: (Self_).Type) {
    let _: (LabelStyleConfiguration).Type = Self_.Configuration.self
}
