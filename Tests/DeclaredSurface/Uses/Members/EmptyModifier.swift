// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4010d15274 EmptyModifier.body(content: EmptyModifier.Content)
@MainActor func use_4010d15274(_ subject: EmptyModifier) {
    let _: EmptyModifier.Body = subject.body(content: sample() as EmptyModifier.Content)
}
