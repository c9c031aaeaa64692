import Foundation

/// How scrolling dismisses the keyboard (accepted).
public struct ScrollDismissesKeyboardMode: Equatable, Sendable {
    let raw: Int
    /// The platform's choice.
    public static let automatic = ScrollDismissesKeyboardMode(raw: 0)
    /// Dismissed as soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(raw: 1)
    /// Dragged down with the scroll.
    public static let interactively = ScrollDismissesKeyboardMode(raw: 2)
    /// Never dismissed by scrolling.
    public static let never = ScrollDismissesKeyboardMode(raw: 3)
}
