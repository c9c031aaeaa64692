import Foundation

// What a sheet's content asks of its sheet. A still frame presents no sheet, so the content is drawn as it
// is and these change nothing.

extension View {
    /// Detents of a sheet's content (no sheet here: the content is drawn as it is).
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// The drag indicator of a sheet's content.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// Stops interactive dismissal of a sheet's content.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Presentation appearance of a sheet's content (no sheet here).
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// A sheet's corner radius (no sheet here).
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    /// Whether the view behind a sheet takes input (no sheet here).
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
        -> some View { self }
}
