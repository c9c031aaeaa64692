// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6a1accb3a0 View.navigationBarItems<L, T>(leading: L, trailing: T) where L : View, T : View
@MainActor func use_6a1accb3a0<Self_: View, L: View, T: View>(_ subject: Self_, _ generics: (Self_, L, T).Type) {
    _ = subject.navigationBarItems(leading: sample() as L, trailing: sample() as T) as any View
}

// u5e7ec80f23 View.navigationBarItems<L>(leading: L) where L : View
@MainActor func use_5e7ec80f23<Self_: View, L: View>(_ subject: Self_, _ generics: (Self_, L).Type) {
    _ = subject.navigationBarItems(leading: sample() as L) as any View
}

// ufe9b795726 View.navigationBarItems<T>(trailing: T) where T : View
@MainActor func use_fe9b795726<Self_: View, T: View>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.navigationBarItems(trailing: sample() as T) as any View
}
