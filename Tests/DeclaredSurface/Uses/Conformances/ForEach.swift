// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u787cb8e5f0 ForEach: TableRowContent where Content : TableRowContent
@MainActor func use_787cb8e5f0<Data: RandomAccessCollection, ID: Hashable, Content: TableRowContent>(
    _ generics: (Data, ID, Content).Type
) {
    _ = ForEach<Data, ID, Content>.self
    func accept<T: TableRowContent>(_ type: T.Type) {}
    accept(ForEach<Data, ID, Content>.self)
}

// u5767181d33 ForEach: DynamicTableRowContent where Content : TableRowContent
@MainActor func use_5767181d33<Data: RandomAccessCollection, ID: Hashable, Content: TableRowContent>(
    _ generics: (Data, ID, Content).Type
) {
    _ = ForEach<Data, ID, Content>.self
    func accept<T: DynamicTableRowContent>(_ type: T.Type) {}
    accept(ForEach<Data, ID, Content>.self)
}

// ue83eec7d8b ForEach: DynamicViewContent where Content : View
@MainActor func use_e83eec7d8b<Data: RandomAccessCollection, ID: Hashable, Content: View>(
    _ generics: (Data, ID, Content).Type
) {
    _ = ForEach<Data, ID, Content>.self
    func accept<T: DynamicViewContent>(_ type: T.Type) {}
    accept(ForEach<Data, ID, Content>.self)
}

// u158bb5f57b ForEach: AccessibilityRotorContent where Content : AccessibilityRotorContent
@MainActor func use_158bb5f57b<Data: RandomAccessCollection, ID: Hashable, Content: AccessibilityRotorContent>(
    _ generics: (Data, ID, Content).Type
) {
    _ = ForEach<Data, ID, Content>.self
    func accept<T: AccessibilityRotorContent>(_ type: T.Type) {}
    accept(ForEach<Data, ID, Content>.self)
}

// u06c16807e3 ForEach: View where Content : View
@MainActor func use_06c16807e3<Data: RandomAccessCollection, ID: Hashable, Content: View>(
    _ generics: (Data, ID, Content).Type
) {
    _ = ForEach<Data, ID, Content>.self
    func accept<T: View>(_ type: T.Type) {}
    accept(ForEach<Data, ID, Content>.self)
}
