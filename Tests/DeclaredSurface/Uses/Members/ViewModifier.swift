// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8cd14b71a3 ViewModifier.Body
@MainActor func use_8cd14b71a3<Self_: ViewModifier>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// ud2e90ad3ca ViewModifier.body(content: Self.Content)
@MainActor func use_d2e90ad3ca<Self_: ViewModifier>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.body(content: sample() as Self_.Content)
}

// ua293ad2bb7 ViewModifier.Content
@MainActor func use_a293ad2bb7<Self_: ViewModifier>(_ generics: (Self_).Type) {
    let _: Any.Type = Self_.Content.self
}

// ua8e44b69a0 ViewModifier.concat<T>(_: T)
@MainActor func use_a8e44b69a0<Self_: ViewModifier, T>(_ subject: Self_, _ generics: (Self_, T).Type) {
    let _: ModifiedContent<Self_, T> = subject.concat(sample() as T)
}

// u5a08f7fc89 ViewModifier.transaction(_: (inout Transaction) -> Void)
@MainActor func use_5a08f7fc89<Self_: ViewModifier>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.transaction(sample() as (inout Transaction) -> Void) as any ViewModifier
}

// u865a8b6242 ViewModifier.animation(_: Animation?)
@MainActor func use_865a8b6242<Self_: ViewModifier>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.animation(sample() as Animation?) as any ViewModifier
}
