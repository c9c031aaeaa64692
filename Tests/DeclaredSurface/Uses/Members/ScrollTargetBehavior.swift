// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf886f736f8 ScrollTargetBehavior.updateTarget(_: inout ScrollTarget, context: Self.TargetContext)
@MainActor func use_f886f736f8<Self_: ScrollTargetBehavior>(_ subject: Self_, _ generics: (Self_).Type) {
    var arg0: ScrollTarget = sample()
    subject.updateTarget(&arg0, context: sample() as Self_.TargetContext)
}

// u2e568d9a56 ScrollTargetBehavior.TargetContext
@MainActor func use_2e568d9a56<Self_: ScrollTargetBehavior>(_ generics: (Self_).Type) {
    let _: (ScrollTargetBehaviorContext).Type = Self_.TargetContext.self
}
