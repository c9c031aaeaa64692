// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4f3762cf3a ProgressViewStyle.Body
@MainActor func use_4f3762cf3a<Self_: ProgressViewStyle>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// u05da60825a ProgressViewStyle.makeBody(configuration: Self.Configuration)
@MainActor func use_05da60825a<Self_: ProgressViewStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.makeBody(configuration: sample() as Self_.Configuration)
}

// uddf51d7337 ProgressViewStyle.Configuration
@MainActor func use_ddf51d7337<Self_: ProgressViewStyle>(_ generics: (Self_).Type) {
    let _: (ProgressViewStyleConfiguration).Type = Self_.Configuration.self
}
