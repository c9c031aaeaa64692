import Foundation

// A render belongs to no app or scene: these modifiers compile and do nothing.

extension View {
    /// Advertises a user activity (no app here).
    nonisolated public func userActivity(_ activityType: String, isActive: Bool = true,
                                         _ update: @escaping (NSObject) -> Void) -> some View { self }
    /// Which external events the scene handles (no app here).
    nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}
