// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf396e071e8 TableColumnContent.TableRowValue
@MainActor func use_f396e071e8<Self_: TableColumnContent>(_ generics: (Self_).Type) {
    _ = Self_.TableRowValue.self
    func accept0<T: Identifiable>(_ type: T.Type) {}
    accept0(Self_.TableRowValue.self)
}

// u00238f5608 TableColumnContent.TableColumnSortComparator
@MainActor func use_00238f5608<Self_: TableColumnContent>(_ generics: (Self_).Type) {
    _ = Self_.TableColumnSortComparator.self
    func accept0<T: SortComparator>(_ type: T.Type) {}
    accept0(Self_.TableColumnSortComparator.self)
}

// u250a0ccd36 TableColumnContent.TableColumnBody
@MainActor func use_250a0ccd36<Self_: TableColumnContent>(_ generics: (Self_).Type) {
    _ = Self_.TableColumnBody.self
    func accept0<T: TableColumnContent>(_ type: T.Type) {}
    accept0(Self_.TableColumnBody.self)
}

// u1db09cc872 TableColumnContent.tableColumnBody
@MainActor func use_1db09cc872<Self_: TableColumnContent>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.TableColumnBody = subject.tableColumnBody
}

// ud215fa0757 TableColumnContent.defaultVisibility(_: Visibility)
@MainActor func use_d215fa0757<Self_: TableColumnContent>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.defaultVisibility(sample() as Visibility) as any TableColumnContent<
        Self_.TableRowValue,
        Self_.TableColumnSortComparator
    >
}

// u86fe6cf1c4 TableColumnContent.customizationID(_: String)
@MainActor func use_86fe6cf1c4<Self_: TableColumnContent>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.customizationID(sample() as String) as any TableColumnContent<
        Self_.TableRowValue,
        Self_.TableColumnSortComparator
    >
}

// uaf4e9c1045 TableColumnContent.disabledCustomizationBehavior(_: TableColumnCustomizationBehavior)
@MainActor func use_af4e9c1045<Self_: TableColumnContent>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.disabledCustomizationBehavior(sample() as TableColumnCustomizationBehavior) as any TableColumnContent<
        Self_.TableRowValue,
        Self_.TableColumnSortComparator
    >
}
