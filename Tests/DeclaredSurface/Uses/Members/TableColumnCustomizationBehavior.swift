// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8c2f3ea84f TableColumnCustomizationBehavior.contains(_: TableColumnCustomizationBehavior.Element)
@MainActor func use_8c2f3ea84f(_ subject: TableColumnCustomizationBehavior) {
    let _: Bool = subject.contains(sample() as TableColumnCustomizationBehavior.Element)
}

// u093d89fb0e TableColumnCustomizationBehavior.union(_: TableColumnCustomizationBehavior)
@MainActor func use_093d89fb0e(_ subject: TableColumnCustomizationBehavior) {
    let _: TableColumnCustomizationBehavior = subject.union(sample() as TableColumnCustomizationBehavior)
}

// u8804b3c78a TableColumnCustomizationBehavior.intersection(_: TableColumnCustomizationBehavior)
@MainActor func use_8804b3c78a(_ subject: TableColumnCustomizationBehavior) {
    let _: TableColumnCustomizationBehavior = subject.intersection(sample() as TableColumnCustomizationBehavior)
}

// u021f0de1bb TableColumnCustomizationBehavior.symmetricDifference(_: TableColumnCustomizationBehavior)
@MainActor func use_021f0de1bb(_ subject: TableColumnCustomizationBehavior) {
    let _: TableColumnCustomizationBehavior = subject.symmetricDifference(sample() as TableColumnCustomizationBehavior)
}

// uf4139691c9 TableColumnCustomizationBehavior.insert(_: TableColumnCustomizationBehavior.Element)
@MainActor func use_f4139691c9(_ subject: TableColumnCustomizationBehavior) {
    var subject = subject
    let _: (
        inserted: Bool,
        memberAfterInsert: TableColumnCustomizationBehavior.Element
    ) = subject.insert(sample() as TableColumnCustomizationBehavior.Element)
}

// u0a3091f3eb TableColumnCustomizationBehavior.remove(_: TableColumnCustomizationBehavior.Element)
@MainActor func use_0a3091f3eb(_ subject: TableColumnCustomizationBehavior) {
    var subject = subject
    let _: TableColumnCustomizationBehavior.Element? = subject.remove(
        sample() as TableColumnCustomizationBehavior.Element
    )
}

// u98bbbe9afb TableColumnCustomizationBehavior.update(with: TableColumnCustomizationBehavior.Element)
@MainActor func use_98bbbe9afb(_ subject: TableColumnCustomizationBehavior) {
    var subject = subject
    let _: TableColumnCustomizationBehavior.Element? = subject.update(
        with: sample() as TableColumnCustomizationBehavior.Element
    )
}

// u54df2d4f53 TableColumnCustomizationBehavior.formUnion(_: TableColumnCustomizationBehavior)
@MainActor func use_54df2d4f53(_ subject: TableColumnCustomizationBehavior) {
    var subject = subject
    subject.formUnion(sample() as TableColumnCustomizationBehavior)
}

// u174bc55542 TableColumnCustomizationBehavior.formIntersection(_: TableColumnCustomizationBehavior)
@MainActor func use_174bc55542(_ subject: TableColumnCustomizationBehavior) {
    var subject = subject
    subject.formIntersection(sample() as TableColumnCustomizationBehavior)
}

// u60d21f7043 TableColumnCustomizationBehavior.formSymmetricDifference(_: TableColumnCustomizationBehavior)
@MainActor func use_60d21f7043(_ subject: TableColumnCustomizationBehavior) {
    var subject = subject
    subject.formSymmetricDifference(sample() as TableColumnCustomizationBehavior)
}
