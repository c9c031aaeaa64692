// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc5a592e94a View.environmentObject<T>(_: T) where T : ObservableObject
@MainActor func use_c5a592e94a<Self_: View, T: ObservableObject>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.environmentObject(sample() as T) as any View
}
