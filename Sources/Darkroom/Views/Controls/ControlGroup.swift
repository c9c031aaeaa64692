import Foundation

/// Related controls side by side, as SwiftUI's `ControlGroup`: its content in a row.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content
    /// Creates a control group of the given controls.
    ///
    /// - Parameter content: The controls, drawn side by side 12 points apart.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { HStack(spacing: 12) { content } }
}
