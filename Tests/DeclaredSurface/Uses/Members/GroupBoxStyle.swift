// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6ee04bcd7a GroupBoxStyle.Body
@MainActor func use_6ee04bcd7a<Self_: GroupBoxStyle>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// uedcda8c2aa GroupBoxStyle.makeBody(configuration: Self.Configuration)
@MainActor func use_edcda8c2aa<Self_: GroupBoxStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.makeBody(configuration: sample() as Self_.Configuration)
}

// u9ac82626d3 GroupBoxStyle.Configuration
@MainActor func use_9ac82626d3<Self_: GroupBoxStyle>(_ generics: (Self_).Type) {
    let _: (GroupBoxStyleConfiguration).Type = Self_.Configuration.self
}
