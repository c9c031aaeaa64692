// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u81659a5c5d View.scrollIndicatorsFlash(trigger: some Equatable)
@MainActor func use_81659a5c5d<Self_: View, Opaque1: Equatable>(_ subject: Self_, _ generics: (Self_, Opaque1).Type) {
    _ = subject.scrollIndicatorsFlash(trigger: sample() as Opaque1) as any View
}

// u5f37fef575 View.scrollIndicatorsFlash(onAppear: Bool)
@MainActor func use_5f37fef575<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scrollIndicatorsFlash(onAppear: sample() as Bool) as any View
}
