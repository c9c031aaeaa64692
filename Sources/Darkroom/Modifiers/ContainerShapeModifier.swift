import Foundation

nonisolated extension View {
    /// Sets the shape `ContainerRelativeShape` takes inside this view, as SwiftUI's `containerShape(_:)`.
    /// Darkroom's `ContainerRelativeShape` is always the rectangle of its frame (see its documentation), so
    /// the shape is accepted and the view draws unchanged.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }
}
