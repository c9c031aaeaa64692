import Foundation

nonisolated extension View {
    /// Transforms one environment value for this view and its descendants.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        transformEnvironment { transform(&$0[keyPath: keyPath]) }
    }
}
