// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u81b5195230 View.onDisappear(perform: (() -> Void)?)
@MainActor func use_81b5195230<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onDisappear(perform: sample() as (() -> Void)?) as any View
    _ = subject.onDisappear() as any View
}
