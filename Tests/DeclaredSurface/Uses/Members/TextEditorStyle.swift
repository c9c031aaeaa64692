// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua25f4a2176 TextEditorStyle.Body
@MainActor func use_a25f4a2176<Self_: TextEditorStyle>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// ue49e296ee2 TextEditorStyle.makeBody(configuration: Self.Configuration)
@MainActor func use_e49e296ee2<Self_: TextEditorStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.makeBody(configuration: sample() as Self_.Configuration)
}

// u8d2f924f4f TextEditorStyle.Configuration
@MainActor func use_8d2f924f4f<Self_: TextEditorStyle>(_ generics: (Self_).Type) {
    let _: (TextEditorStyleConfiguration).Type = Self_.Configuration.self
}
