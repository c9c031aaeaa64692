import Foundation

/// Related controls side by side, as SwiftUI's `ControlGroup`: its content in a row.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { HStack(spacing: 12) { content } }
}
