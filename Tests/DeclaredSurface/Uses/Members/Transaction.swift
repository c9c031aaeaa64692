// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8a02a0f81b Transaction.dismissBehavior
@MainActor func use_8a02a0f81b(_ subject: Transaction) {
    var subject = subject
    let _: DismissBehavior = subject.dismissBehavior
    subject.dismissBehavior = sample() as DismissBehavior
}

// u2987c5f852 Transaction.animation
@MainActor func use_2987c5f852(_ subject: Transaction) {
    var subject = subject
    let _: Animation? = subject.animation
    subject.animation = sample() as Animation?
}

// u600fbba41e Transaction.disablesAnimations
@MainActor func use_600fbba41e(_ subject: Transaction) {
    var subject = subject
    let _: Bool = subject.disablesAnimations
    subject.disablesAnimations = sample() as Bool
}

// u81ae99dcd1 Transaction.addAnimationCompletion(criteria: AnimationCompletionCriteria, _: () -> Void)
@MainActor func use_81ae99dcd1(_ subject: Transaction) {
    var subject = subject
    subject.addAnimationCompletion(criteria: sample() as AnimationCompletionCriteria, sample() as () -> Void)
    subject.addAnimationCompletion(sample() as () -> Void)
}

// u6c93bb93e5 Transaction.tracksVelocity
@MainActor func use_6c93bb93e5(_ subject: Transaction) {
    var subject = subject
    let _: Bool = subject.tracksVelocity
    subject.tracksVelocity = sample() as Bool
}

// u0ce2e097fe Transaction.isContinuous
@MainActor func use_0ce2e097fe(_ subject: Transaction) {
    var subject = subject
    let _: Bool = subject.isContinuous
    subject.isContinuous = sample() as Bool
}

// ua25e3da1d9 Transaction.subscript<K>(_: K.Type) where K : TransactionKey
@MainActor func use_a25e3da1d9<K: TransactionKey>(_ subject: Transaction, _ generics: (K).Type) {
    var subject = subject
    let _: K.Value = subject[sample() as K.Type]
    subject[sample() as K.Type] = sample() as K.Value
}
