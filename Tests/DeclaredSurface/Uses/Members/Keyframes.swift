// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u72f9467fbb Keyframes.Value
@MainActor func use_72f9467fbb<Self_: Keyframes>(_ generics: (Self_).Type) {
    _ = Self_.Value.self
}

// uefd20d6ada Keyframes.Body
@MainActor func use_efd20d6ada<Self_: Keyframes>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: Keyframes>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// u95b066f3c7 Keyframes.body
@MainActor func use_95b066f3c7<Self_: Keyframes>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.body
}
