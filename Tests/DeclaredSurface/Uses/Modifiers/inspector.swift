// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub73cb5bcff View.inspector<V>(isPresented: Binding<Bool>, content: () -> V) where V : View
@MainActor func use_b73cb5bcff<Self_: View, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.inspector(isPresented: sample() as Binding<Bool>, content: sample() as () -> V) as any View
    _ = subject.inspector(isPresented: sample() as Binding<Bool>, content: { Text(""); Text("") })
}
