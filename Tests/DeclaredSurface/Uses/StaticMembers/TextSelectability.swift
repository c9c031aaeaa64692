// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5aecf16a6b static TextSelectability.allowsSelection
@MainActor func use_5aecf16a6b<Self_: TextSelectability>(_ generics: (Self_).Type) {
    let _: Bool = Self_.allowsSelection
}

// ud93f174338 static TextSelectability.enabled where Self == EnabledTextSelectability
@MainActor func use_d93f174338() {
    let _: EnabledTextSelectability = EnabledTextSelectability.enabled
    func accept<T: TextSelectability>(_ value: T) {}
    accept(.enabled)
}

// uf26117bae9 static TextSelectability.disabled where Self == DisabledTextSelectability
@MainActor func use_f26117bae9() {
    let _: DisabledTextSelectability = DisabledTextSelectability.disabled
    func accept<T: TextSelectability>(_ value: T) {}
    accept(.disabled)
}
