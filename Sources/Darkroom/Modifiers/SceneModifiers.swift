import Foundation

// A render belongs to no app or scene: these modifiers compile and do nothing.

extension View {
    /// Advertises a user activity (no app here).
    nonisolated public func userActivity(_ activityType: String, isActive: Bool = true,
                                         _ update: @escaping (NSUserActivity) -> Void) -> some View { self }
    /// Advertises a user activity for `element` (no app here).
    nonisolated public func userActivity<P>(_ activityType: String, element: P?,
                                            _ update: @escaping (P, NSUserActivity) -> Void) -> some View { self }
    /// Continues a user activity handed to the app (no app here: never called).
    nonisolated public func onContinueUserActivity(_ activityType: String,
                                                   perform action: @escaping (NSUserActivity) -> Void) -> some View {
        self
    }
    /// Which external events the scene handles (no app here).
    nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}
