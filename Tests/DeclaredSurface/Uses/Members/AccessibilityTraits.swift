// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua1b5dd42a1 AccessibilityTraits.union(_: AccessibilityTraits)
@MainActor func use_a1b5dd42a1(_ subject: AccessibilityTraits) {
    let _: AccessibilityTraits = subject.union(sample() as AccessibilityTraits)
}

// u3bad852a3f AccessibilityTraits.formUnion(_: AccessibilityTraits)
@MainActor func use_3bad852a3f(_ subject: AccessibilityTraits) {
    var subject = subject
    subject.formUnion(sample() as AccessibilityTraits)
}

// ua83b996fd2 AccessibilityTraits.intersection(_: AccessibilityTraits)
@MainActor func use_a83b996fd2(_ subject: AccessibilityTraits) {
    let _: AccessibilityTraits = subject.intersection(sample() as AccessibilityTraits)
}

// u3474b59b26 AccessibilityTraits.formIntersection(_: AccessibilityTraits)
@MainActor func use_3474b59b26(_ subject: AccessibilityTraits) {
    var subject = subject
    subject.formIntersection(sample() as AccessibilityTraits)
}

// u3ad3268a92 AccessibilityTraits.symmetricDifference(_: AccessibilityTraits)
@MainActor func use_3ad3268a92(_ subject: AccessibilityTraits) {
    let _: AccessibilityTraits = subject.symmetricDifference(sample() as AccessibilityTraits)
}

// u4d5f73aabf AccessibilityTraits.formSymmetricDifference(_: AccessibilityTraits)
@MainActor func use_4d5f73aabf(_ subject: AccessibilityTraits) {
    var subject = subject
    subject.formSymmetricDifference(sample() as AccessibilityTraits)
}

// u99b10e7b6a AccessibilityTraits.contains(_: AccessibilityTraits)
@MainActor func use_99b10e7b6a(_ subject: AccessibilityTraits) {
    let _: Bool = subject.contains(sample() as AccessibilityTraits)
}

// u3189043986 AccessibilityTraits.insert(_: AccessibilityTraits)
@MainActor func use_3189043986(_ subject: AccessibilityTraits) {
    var subject = subject
    let _: (inserted: Bool, memberAfterInsert: AccessibilityTraits) = subject.insert(sample() as AccessibilityTraits)
}

// ua4ebf2bfac AccessibilityTraits.remove(_: AccessibilityTraits)
@MainActor func use_a4ebf2bfac(_ subject: AccessibilityTraits) {
    var subject = subject
    let _: AccessibilityTraits? = subject.remove(sample() as AccessibilityTraits)
}

// ud653ddd5d6 AccessibilityTraits.update(with: AccessibilityTraits)
@MainActor func use_d653ddd5d6(_ subject: AccessibilityTraits) {
    var subject = subject
    let _: AccessibilityTraits? = subject.update(with: sample() as AccessibilityTraits)
}
