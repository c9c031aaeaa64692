// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4be94c9251 View.navigationDocument<D>(_: D) where D : Transferable
@MainActor func use_4be94c9251<Self_: View, D: Transferable>(_ subject: Self_, _ generics: (Self_, D).Type) {
    _ = subject.navigationDocument(sample() as D) as any View
}

// u8e69a75310 View.navigationDocument<D>(_: D, preview: SharePreview<Never, Never>) where D : Transferable
@MainActor func use_8e69a75310<Self_: View, D: Transferable>(_ subject: Self_, _ generics: (Self_, D).Type) {
    _ = subject.navigationDocument(sample() as D, preview: sample() as SharePreview<Never, Never>) as any View
}

// u7f659605a5 View.navigationDocument<D, I>(_: D, preview: SharePreview<Never, I>) where D : Transferable, I :
//   Transferable
@MainActor func use_7f659605a5<Self_: View, D: Transferable, I: Transferable>(
    _ subject: Self_,
    _ generics: (Self_, D, I).Type
) {
    _ = subject.navigationDocument(sample() as D, preview: sample() as SharePreview<Never, I>) as any View
}

// ubae4c99c74 View.navigationDocument<D, I>(_: D, preview: SharePreview<I, Never>) where D : Transferable, I :
//   Transferable
@MainActor func use_bae4c99c74<Self_: View, D: Transferable, I: Transferable>(
    _ subject: Self_,
    _ generics: (Self_, D, I).Type
) {
    _ = subject.navigationDocument(sample() as D, preview: sample() as SharePreview<I, Never>) as any View
}

// uf551f2a1f5 View.navigationDocument<D, I1, I2>(_: D, preview: SharePreview<I1, I2>) where D : Transferable, I1 :
//   Transferable, I2 : Transferable
@MainActor func use_f551f2a1f5<Self_: View, D: Transferable, I1: Transferable, I2: Transferable>(
    _ subject: Self_,
    _ generics: (Self_, D, I1, I2).Type
) {
    _ = subject.navigationDocument(sample() as D, preview: sample() as SharePreview<I1, I2>) as any View
}

// u1ef76104b0 View.navigationDocument(_: URL)
@MainActor func use_1ef76104b0<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.navigationDocument(sample() as URL) as any View
}
