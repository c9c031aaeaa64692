#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// UIKit's `UIResponder`, for the names it declares that code reads without a responder chain: the
/// keyboard's notifications and their user-info keys.
///
/// A Darkroom render has no keyboard (the device canvas is drawn as a screen with the keyboard hidden), so
/// nothing posts these notifications: code that observes them sees the keyboard stay hidden. Code may post
/// them itself to a `NotificationCenter` to drive its own observers. `UIView` and `UIViewController` do not
/// inherit from this class here, and there is no responder chain (`next`, first responder).
open class UIResponder {
    /// A responder with nothing to respond to.
    public init() {}

    /// Posted before the keyboard appears.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappeared.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The user-info key of the keyboard's frame (an `NSValue` of a `CGRect`) before the change.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard's frame (an `NSValue` of a `CGRect`) after the change.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the animation's duration in seconds (an `NSNumber` of a `Double`).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The user-info key of the animation's curve (an `NSNumber` of a `UIView.AnimationCurve` raw value).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// The user-info key telling whether the keyboard belongs to this app (an `NSNumber` of a `Bool`).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
#endif
