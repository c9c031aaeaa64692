import Foundation

/// The iOS 13 action sheet description, as SwiftUI's `ActionSheet`.
nonisolated public struct ActionSheet {
    let title: Text
    /// An action sheet with a title, an optional message and its buttons (a Cancel button by default).
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) { self.title = title }
}
