// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u75a51aca0e ScrollTargetBehaviorContext.originalTarget
@MainActor func use_75a51aca0e(_ subject: ScrollTargetBehaviorContext) {
    let _: ScrollTarget = subject.originalTarget
}

// u7d34b4bfd0 ScrollTargetBehaviorContext.velocity
@MainActor func use_7d34b4bfd0(_ subject: ScrollTargetBehaviorContext) {
    let _: CGVector = subject.velocity
}

// u2e7ff395c1 ScrollTargetBehaviorContext.contentSize
@MainActor func use_2e7ff395c1(_ subject: ScrollTargetBehaviorContext) {
    let _: CGSize = subject.contentSize
}

// u5496842e39 ScrollTargetBehaviorContext.containerSize
@MainActor func use_5496842e39(_ subject: ScrollTargetBehaviorContext) {
    let _: CGSize = subject.containerSize
}

// u70db1fed19 ScrollTargetBehaviorContext.axes
@MainActor func use_70db1fed19(_ subject: ScrollTargetBehaviorContext) {
    let _: Axis.Set = subject.axes
}

// ude12362865 ScrollTargetBehaviorContext.subscript<T>(dynamicMember: KeyPath<EnvironmentValues, T>)
@MainActor func use_de12362865<T>(_ subject: ScrollTargetBehaviorContext, _ generics: (T).Type) {
    let _: T = subject[dynamicMember: sample() as KeyPath<EnvironmentValues, T>]
}
