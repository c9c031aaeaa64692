#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// A hardware-keyboard command, as UIKit's `UIKeyCommand`: kept with its input and title; there is
/// no keyboard to press it with in a rendered frame.
open class UIKeyCommand {
    /// The key that triggers the command.
    public let input: String?
    /// The command's title, as shown in the keyboard shortcuts overlay.
    open var title: String
    /// A command for `input`, titled `title`.
    public init(title: String = "", input: String?) {
        self.title = title
        self.input = input
    }
}
#endif
