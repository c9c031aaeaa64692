// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua663f366a9 View.Body
@MainActor func use_a663f366a9<Self_: View>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// u73e93f6600 View.body
@MainActor func use_73e93f6600<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.body
}
