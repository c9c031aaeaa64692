// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u24745f2589 View.animation<V>(_: Animation?, value: V) where V : Equatable
@MainActor func use_24745f2589<Self_: View, V: Equatable>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.animation(sample() as Animation?, value: sample() as V) as any View
}

// u17993e033f View.animation(_: Animation?) where Self : Equatable
@MainActor func use_17993e033f<Self_: View & Equatable>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.animation(sample() as Animation?) as any View
}

// u738bbfd887 View.animation(_: Animation?)
@MainActor func use_738bbfd887<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.animation(sample() as Animation?) as any View
}

// u01a15405cf View.animation<V>(_: Animation?, body: (PlaceholderContentView<Self>) -> V) where V : View
@MainActor func use_01a15405cf<Self_: View, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.animation(sample() as Animation?, body: sample() as (PlaceholderContentView<Self_>) -> V) as any View
    _ = subject.animation(sample() as Animation?, body: { (_: PlaceholderContentView<Self_>) in Text(""); Text("") })
}
