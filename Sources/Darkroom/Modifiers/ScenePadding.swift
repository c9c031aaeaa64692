import Foundation

/// The padding a scene's content keeps from its edges, as SwiftUI's `ScenePadding`.
nonisolated public struct ScenePadding: Equatable, Sendable {
    let length: CGFloat
    /// The least padding content needs from the scene's edges: on iOS, the system's standard 16 points.
    public static let minimum = ScenePadding(length: 16)
}

nonisolated extension View {
    /// Pads the view's `edges` by the scene's minimum padding (16 points on iOS).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { scenePadding(.minimum, edges: edges) }
    /// Pads the view's `edges` by `padding`.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, padding.length)
    }
}
