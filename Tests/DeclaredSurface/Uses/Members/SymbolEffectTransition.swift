// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4e2588fb6a SymbolEffectTransition.body(content: SymbolEffectTransition.Content, phase: TransitionPhase)
@MainActor func use_4e2588fb6a(_ subject: SymbolEffectTransition) {
    _ = subject.body(
        content: sample() as SymbolEffectTransition.Content,
        phase: sample() as TransitionPhase
    ) as any View
}
