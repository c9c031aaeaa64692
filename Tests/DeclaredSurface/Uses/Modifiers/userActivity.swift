// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uaa16fc018a View.userActivity(_: String, isActive: Bool, _: (NSUserActivity) -> ())
@MainActor func use_aa16fc018a<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.userActivity(
        sample() as String,
        isActive: sample() as Bool,
        sample() as (NSUserActivity) -> Void
    ) as any View
    _ = subject.userActivity(sample() as String, sample() as (NSUserActivity) -> Void) as any View
}

// u1601736b62 View.userActivity<P>(_: String, element: P?, _: (P, NSUserActivity) -> ())
@MainActor func use_1601736b62<Self_: View, P>(_ subject: Self_, _ generics: (Self_, P).Type) {
    _ = subject.userActivity(
        sample() as String,
        element: sample() as P?,
        sample() as (P, NSUserActivity) -> Void
    ) as any View
}
