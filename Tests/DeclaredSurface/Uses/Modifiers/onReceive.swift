// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u10a5ce44dd View.onReceive<P>(_: P, perform: (P.Output) -> Void) where P : Publisher, P.Failure == Never
@MainActor func use_10a5ce44dd<Self_: View, P: Publisher>(
    _ subject: Self_,
    _ generics: (Self_, P).Type
) where P.Failure == Never {
    _ = subject.onReceive(sample() as P, perform: sample() as (P.Output) -> Void) as any View
}
