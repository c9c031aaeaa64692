import Foundation

// The columns SwiftUI sorts with a `SortDescriptor` (rows that are `NSObject`s), one pair per value type
// Foundation's `SortDescriptor` can sort by.
extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Label == Text {
    /// A column whose cells are views made from each row, sortable by a `Bool` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Bool` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Bool>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Bool?` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Bool?` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Bool?>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Double` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Double>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Double` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Double>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Double?` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Double?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Double?` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Double?>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Float` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Float>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Float` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Float>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Float?` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Float?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Float?` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Float?>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int8` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int8>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int8` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int8>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int8?` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int8?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int8?` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int8?>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int16` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int16>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int16` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int16>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int16?` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int16?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int16?` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int16?>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int32` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int32>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int32` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int32>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int32?` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int32?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int32?` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int32?>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int64` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int64>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int64` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int64>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int64?` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int64?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int64?` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int64?>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int?` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Int?` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int?>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt8` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt8>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt8` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt8>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt8?` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt8?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt8?` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt8?>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt16` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt16>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt16` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt16>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt16?` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt16?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt16?` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt16?>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt32` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt32>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt32` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt32>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt32?` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt32?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt32?` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt32?>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt64` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt64>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt64` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt64>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt64?` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt64?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt64?` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt64?>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt?` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UInt?` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt?>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Date` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Date>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Date` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Date>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Date?` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Date?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `Date?` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Date?>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UUID` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UUID>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UUID` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UUID>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UUID?` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UUID?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `UUID?` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UUID?>,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `String` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .localizedStandard,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `String` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>,
                                   comparator: String.StandardComparator = .localizedStandard,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `String?` property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String?>,
                comparator: String.StandardComparator = .localizedStandard,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey)) { AnyView(content($0)) }
    }
    /// A column whose cells are views made from each row, sortable by a `String?` property, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String?>,
                                   comparator: String.StandardComparator = .localizedStandard,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
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
