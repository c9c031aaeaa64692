// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u792cef4429 View.onChange<V>(of: V, perform: (_ newValue: V) -> Void) where V : Equatable
@MainActor func use_792cef4429<Self_: View, V: Equatable>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.onChange(of: sample() as V, perform: sample() as (_ newValue: V) -> Void) as any View
}

// uf9b13fbec3 View.onChange<V>(of: V, initial: Bool, _: (_ oldValue: V, _ newValue: V) -> Void) where V : Equatable
@MainActor func use_f9b13fbec3<Self_: View, V: Equatable>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.onChange(
        of: sample() as V,
        initial: sample() as Bool,
        sample() as (_ oldValue: V, _ newValue: V) -> Void
    ) as any View
    _ = subject.onChange(of: sample() as V, sample() as (_ oldValue: V, _ newValue: V) -> Void) as any View
}

// u5037dde401 View.onChange<V>(of: V, initial: Bool, _: () -> Void) where V : Equatable
@MainActor func use_5037dde401<Self_: View, V: Equatable>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.onChange(of: sample() as V, initial: sample() as Bool, sample() as () -> Void) as any View
    _ = subject.onChange(of: sample() as V, sample() as () -> Void) as any View
}
