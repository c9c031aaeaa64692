// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc0d7c77f08 View.findNavigator(isPresented: Binding<Bool>)
@MainActor func use_c0d7c77f08<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.findNavigator(isPresented: sample() as Binding<Bool>) as any View
}
