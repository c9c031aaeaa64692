import Foundation

/// The iOS 13 alert description, as SwiftUI's `Alert`.
nonisolated public struct Alert {
    /// An alert button.
    nonisolated public struct Button {
        let label: Text
        /// A button with the default style and a label; the action never runs in a render.
        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label)
        }
        /// A button that cancels the alert, with a label; the action never runs in a render.
        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label)
        }
        /// A button that cancels the alert, labelled "Cancel"; the action never runs in a render.
        public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button { Button(label: Text("Cancel")) }
        /// A button styled as destructive (red on iOS), with a label; the action never runs in a render.
        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label)
        }
    }
    let title: Text
    /// An alert with a title, an optional message and one button that dismisses it.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) { self.title = title }
    /// An alert with a title, an optional message and two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
    }
}
