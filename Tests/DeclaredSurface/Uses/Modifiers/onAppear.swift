// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0dd571ab5f View.onAppear(perform: (() -> Void)?)
@MainActor func use_0dd571ab5f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onAppear(perform: sample() as (() -> Void)?) as any View
    _ = subject.onAppear() as any View
}
