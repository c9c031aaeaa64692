// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u11287d7c4a LabeledContentStyle.Body
@MainActor func use_11287d7c4a<Self_: LabeledContentStyle>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// uae1e1b52db LabeledContentStyle.makeBody(configuration: Self.Configuration)
@MainActor func use_ae1e1b52db<Self_: LabeledContentStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.makeBody(configuration: sample() as Self_.Configuration)
}

// u27d1f74b9e LabeledContentStyle.Configuration
@MainActor func use_27d1f74b9e<Self_: LabeledContentStyle>(_ generics: (Self_).Type) {
    let _: (LabeledContentStyleConfiguration).Type = Self_.Configuration.self
}
