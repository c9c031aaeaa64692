import Foundation

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// A button that deletes data: its label draws in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels: drawn as the default.
    public static let cancel = ButtonRole(name: "cancel")
}
