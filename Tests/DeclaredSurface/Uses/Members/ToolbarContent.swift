// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u727811fd5c ToolbarContent.Body
@MainActor func use_727811fd5c<Self_: ToolbarContent>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: ToolbarContent>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// u5f38e3a420 ToolbarContent.body
@MainActor func use_5f38e3a420<Self_: ToolbarContent>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.body
}
