// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud3129e60f6 AccessibilityTechnologies.union(_: AccessibilityTechnologies)
@MainActor func use_d3129e60f6(_ subject: AccessibilityTechnologies) {
    let _: AccessibilityTechnologies = subject.union(sample() as AccessibilityTechnologies)
}

// udc093121a5 AccessibilityTechnologies.formUnion(_: AccessibilityTechnologies)
@MainActor func use_dc093121a5(_ subject: AccessibilityTechnologies) {
    var subject = subject
    subject.formUnion(sample() as AccessibilityTechnologies)
}

// u0ee00bdd36 AccessibilityTechnologies.intersection(_: AccessibilityTechnologies)
@MainActor func use_0ee00bdd36(_ subject: AccessibilityTechnologies) {
    let _: AccessibilityTechnologies = subject.intersection(sample() as AccessibilityTechnologies)
}

// uf72ca7da30 AccessibilityTechnologies.formIntersection(_: AccessibilityTechnologies)
@MainActor func use_f72ca7da30(_ subject: AccessibilityTechnologies) {
    var subject = subject
    subject.formIntersection(sample() as AccessibilityTechnologies)
}

// ud3283bdb59 AccessibilityTechnologies.symmetricDifference(_: AccessibilityTechnologies)
@MainActor func use_d3283bdb59(_ subject: AccessibilityTechnologies) {
    let _: AccessibilityTechnologies = subject.symmetricDifference(sample() as AccessibilityTechnologies)
}

// u790933fce8 AccessibilityTechnologies.formSymmetricDifference(_: AccessibilityTechnologies)
@MainActor func use_790933fce8(_ subject: AccessibilityTechnologies) {
    var subject = subject
    subject.formSymmetricDifference(sample() as AccessibilityTechnologies)
}

// u19bd2e71d7 AccessibilityTechnologies.contains(_: AccessibilityTechnologies)
@MainActor func use_19bd2e71d7(_ subject: AccessibilityTechnologies) {
    let _: Bool = subject.contains(sample() as AccessibilityTechnologies)
}

// ubdf1b6ff23 AccessibilityTechnologies.insert(_: AccessibilityTechnologies)
@MainActor func use_bdf1b6ff23(_ subject: AccessibilityTechnologies) {
    var subject = subject
    let _: (
        inserted: Bool,
        memberAfterInsert: AccessibilityTechnologies
    ) = subject.insert(sample() as AccessibilityTechnologies)
}

// ua467c05ff8 AccessibilityTechnologies.remove(_: AccessibilityTechnologies)
@MainActor func use_a467c05ff8(_ subject: AccessibilityTechnologies) {
    var subject = subject
    let _: AccessibilityTechnologies? = subject.remove(sample() as AccessibilityTechnologies)
}

// u4af60a2ac1 AccessibilityTechnologies.update(with: AccessibilityTechnologies)
@MainActor func use_4af60a2ac1(_ subject: AccessibilityTechnologies) {
    var subject = subject
    let _: AccessibilityTechnologies? = subject.update(with: sample() as AccessibilityTechnologies)
}
