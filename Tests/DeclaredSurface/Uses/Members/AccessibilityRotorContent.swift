// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua0d98aee75 AccessibilityRotorContent.Body
@MainActor func use_a0d98aee75<Self_: AccessibilityRotorContent>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: AccessibilityRotorContent>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// u1c495c256f AccessibilityRotorContent.body
@MainActor func use_1c495c256f<Self_: AccessibilityRotorContent>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.body
}
