// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc9079a4af0 View.refreshable(action: () async -> Void)
@MainActor func use_c9079a4af0<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.refreshable(action: sample() as @Sendable () async -> Void) as any View
}
