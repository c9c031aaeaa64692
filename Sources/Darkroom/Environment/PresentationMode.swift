import Foundation

/// Whether a view is presented, as SwiftUI's `PresentationMode` (iOS 13):
/// a rendered view is never presented, so `dismiss()` has nothing to do.
nonisolated public struct PresentationMode: Sendable {
    /// Always false: nothing presents a rendered view.
    public var isPresented: Bool { false }
    /// Dismisses the view: nothing to dismiss.
    public mutating func dismiss() {}
}

private struct PresentationModeKey: EnvironmentKey {
    static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode()) }
}
private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// A binding to the presentation state (never presented); `.wrappedValue.dismiss()` does nothing.
    public var presentationMode: Binding<PresentationMode> { self[PresentationModeKey.self] }
    /// Whether the view is presented: false.
    public var isPresented: Bool { self[IsPresentedKey.self] }
}
