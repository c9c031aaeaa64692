import Foundation

/// Return-key labels, as SwiftUI's `SubmitLabel`.
nonisolated public struct SubmitLabel: Sendable {
    let kind: Int
    /// "Done".
    public static let done = SubmitLabel(kind: 0)
    /// "Go".
    public static let go = SubmitLabel(kind: 1)
    /// "Send".
    public static let send = SubmitLabel(kind: 2)
    /// "Join".
    public static let join = SubmitLabel(kind: 3)
    /// "Route".
    public static let route = SubmitLabel(kind: 4)
    /// "Search".
    public static let search = SubmitLabel(kind: 5)
    /// "Return".
    public static let `return` = SubmitLabel(kind: 6)
    /// "Next".
    public static let next = SubmitLabel(kind: 7)
    /// "Continue".
    public static let `continue` = SubmitLabel(kind: 8)
}
