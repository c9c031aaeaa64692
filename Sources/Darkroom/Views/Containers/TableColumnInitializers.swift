import Foundation

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column whose cells are views made from each row, sortable by a comparable property.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a comparable property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a property with a comparator.
    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a property with a comparator, titled with
    /// a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(
        _ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column showing a string property, sortable by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .localizedStandard) where Content == Text {
        self.init(title: Text(titleKey)) { AnyView(Text($0[keyPath: value])) }
    }
    /// A column showing a string property, sortable by it, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>,
                                   comparator: String.StandardComparator = .localizedStandard) where Content == Text {
        self.init(title: Text(title)) { AnyView(Text($0[keyPath: value])) }
    }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text {
    /// A column whose cells are views made from each row, sorted with `comparator`.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sorted with `comparator`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column whose cells are views made from each row.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column showing a string property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(title: Text(titleKey)) { AnyView(Text($0[keyPath: value])) }
    }
    /// A column showing a string property, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(title: Text(title)) { AnyView(Text($0[keyPath: value])) }
    }
}
