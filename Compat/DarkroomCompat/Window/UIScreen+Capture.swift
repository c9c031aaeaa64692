#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

extension UIScreen {
    /// Whether the screen is being recorded, mirrored or sent over AirPlay: always `false`, as a Darkroom
    /// render is not captured while it is drawn (code that blurs or hides content while captured draws it
    /// plainly, as the recording simulator did).
    public var isCaptured: Bool { false }

    /// Posted when `isCaptured` changes; Darkroom never posts it, as the value never changes.
    public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")
}
#endif
