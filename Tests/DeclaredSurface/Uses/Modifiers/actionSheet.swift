// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue3ff370667 View.actionSheet<T>(item: Binding<T?>, content: (T) -> ActionSheet) where T : Identifiable
@MainActor func use_e3ff370667<Self_: View, T: Identifiable>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.actionSheet(item: sample() as Binding<T?>, content: sample() as (T) -> ActionSheet) as any View
}

// ua2728f4616 View.actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet)
@MainActor func use_a2728f4616<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.actionSheet(isPresented: sample() as Binding<Bool>, content: sample() as () -> ActionSheet) as any View
}
