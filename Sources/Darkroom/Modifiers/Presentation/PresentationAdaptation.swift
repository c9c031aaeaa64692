import Foundation

/// How a presentation adapts to a compact size class, as SwiftUI's `PresentationAdaptation`.
///
/// A still frame draws no presentation, so the adaptation is recorded nowhere and changes nothing.
nonisolated public struct PresentationAdaptation: Sendable, Equatable {
    let name: String
    /// The system's choice.
    public static var automatic: PresentationAdaptation { PresentationAdaptation(name: "automatic") }
    /// No adaptation: the presentation keeps its kind.
    public static var none: PresentationAdaptation { PresentationAdaptation(name: "none") }
    /// A popover.
    public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }
    /// A sheet.
    public static var sheet: PresentationAdaptation { PresentationAdaptation(name: "sheet") }
    /// A full-screen cover.
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(name: "fullScreenCover") }
}

/// What a swipe on a sheet's content does, as SwiftUI's `PresentationContentInteraction`: a still frame has no
/// swipe, so it changes nothing.
nonisolated public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String
    /// The system's choice.
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(name: "automatic") }
    /// Swiping resizes the sheet.
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(name: "resizes") }
    /// Swiping scrolls the sheet's content.
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(name: "scrolls") }
}

nonisolated extension View {
    /// How presentations from this view adapt to compact size classes; a still frame draws none.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
    /// How presentations from this view adapt to compact widths and heights; a still frame draws none.
    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation,
                                              vertical verticalAdaptation: PresentationAdaptation) -> some View {
        self
    }
    /// What a swipe on this sheet's content does; a still frame has no swipe.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
}
