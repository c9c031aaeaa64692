import Foundation

// Badges label tab items and list rows; the string spellings SwiftUI declares beside `badge(_: Text?)`.

nonisolated extension View {
    /// A badge with a localized label on a tab or list row.
    public func badge(_ key: LocalizedStringKey?) -> some View { badge(key.map { Text($0) }) }
    /// A badge with a string label on a tab or list row.
    public func badge<S: StringProtocol>(_ label: S?) -> some View { badge(label.map { Text($0) }) }
}
