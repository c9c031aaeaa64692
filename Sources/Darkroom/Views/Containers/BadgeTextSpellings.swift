import Foundation

// Badges label tab items and list rows; the string spellings SwiftUI declares beside `badge(_: Text?)`, which, as
// that one, are not drawn (no tab bar).

nonisolated extension View {
    /// A badge with a localized label on a tab or list row (not drawn).
    public func badge(_ key: LocalizedStringKey?) -> some View { self }
    /// A badge with a string label on a tab or list row (not drawn).
    public func badge<S: StringProtocol>(_ label: S?) -> some View { self }
}
