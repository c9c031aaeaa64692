// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u57be35bde4 View.dropDestination<T>(for: T.Type, action: (_ items: [T], _ location: CGPoint) -> Bool, isTargeted:
//   (Bool) -> Void) where T : Transferable
@MainActor func use_57be35bde4<Self_: View, T: Transferable>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.dropDestination(
        for: sample() as T.Type,
        action: sample() as (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: sample() as (Bool) -> Void
    ) as any View
}
