// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4ce716c22f View.searchCompletion(_: String)
@MainActor func use_4ce716c22f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.searchCompletion(sample() as String) as any View
}

// uf3bed74602 View.searchCompletion<T>(_: T) where T : Identifiable
@MainActor func use_f3bed74602<Self_: View, T: Identifiable>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.searchCompletion(sample() as T) as any View
}
