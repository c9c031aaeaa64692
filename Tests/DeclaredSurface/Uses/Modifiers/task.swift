// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7da23e8bac View.task(priority: TaskPriority, _: () async -> Void)
@MainActor func use_7da23e8bac<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.task(priority: sample() as TaskPriority, sample() as @Sendable () async -> Void) as any View
    _ = subject.task(sample() as @Sendable () async -> Void) as any View
}

// u5a155ebe3d View.task<T>(id: T, priority: TaskPriority, _: () async -> Void) where T : Equatable
@MainActor func use_5a155ebe3d<Self_: View, T: Equatable>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.task(
        id: sample() as T,
        priority: sample() as TaskPriority,
        sample() as @Sendable () async -> Void
    ) as any View
    _ = subject.task(id: sample() as T, sample() as @Sendable () async -> Void) as any View
}
